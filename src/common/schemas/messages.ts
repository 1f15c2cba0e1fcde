import { z } from 'zod';

export const MESSAGE_CONTENT_MAX = 5000;
export const MESSAGE_ATTACHMENTS_MAX = 10;
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 100;
export const ATTACHMENT_MAX_MB = 25;
export const ATTACHMENT_FIELD = 'file';

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  /** '/api/files/<id>' */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  content: z.string(),
  /** When it was sent (ISO). */
  timestamp: z.string(),
  isRead: z.boolean(),
  /** When the other parent first read it (ISO), or null. */
  readAt: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  hash: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Pass as `before=` to get older messages; null when there are none. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messagePageQuerySchema = z
  .object({
    before: z
      .string()
      .regex(/^\d{1,15}$/, 'That cursor is not valid')
      .optional(),
    limit: z.coerce
      .number({ error: 'The limit must be a number' })
      .int('The limit must be a whole number')
      .min(1, 'The limit must be at least 1')
      .max(MESSAGE_PAGE_MAX, `The limit must be at most ${MESSAGE_PAGE_MAX}`)
      .default(MESSAGE_PAGE_DEFAULT),
  })
  .strict();

export const sendMessageRequestSchema = z
  .object({
    content: z
      .string({ error: 'Write a message' })
      .trim()
      .max(MESSAGE_CONTENT_MAX, `Keep the message under ${MESSAGE_CONTENT_MAX + 1} characters`),
    attachmentIds: z
      .array(z.string().min(1).max(64), { error: 'Attachments must be a list of ids' })
      .max(MESSAGE_ATTACHMENTS_MAX, `Attach at most ${MESSAGE_ATTACHMENTS_MAX} files`)
      .optional(),
  })
  .strict()
  .refine((m) => m.content.length > 0 || (m.attachmentIds?.length ?? 0) > 0, {
    message: 'Write a message',
    path: ['content'],
  });
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const markReadRequestSchema = z.object({ upTo: z.string().min(1).max(64).optional() }).strict();
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;

export const markReadResponseSchema = z.object({ readIds: z.array(z.string()), readAt: z.string() });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_RESULTS_MAX = 50;

export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: 'Type at least 2 characters to search' })
      .trim()
      .min(SEARCH_QUERY_MIN, `Type at least ${SEARCH_QUERY_MIN} characters to search`)
      .max(SEARCH_QUERY_MAX, `Keep the search under ${SEARCH_QUERY_MAX + 1} characters`),
  })
  .strict();

export const searchResultSchema = messageSchema.extend({ subject: z.string() });
export const searchResultsSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResults = z.infer<typeof searchResultsSchema>;

/**
 * Why a conversation's record is not intact:
 * message_changed: a message no longer matches its own hash (its text, sender, time or attachment list changed);
 * link_broken: a message does not chain to the one before (a message was removed or reordered);
 * attachment_changed / attachment_missing: a file's stored bytes no longer hash to what the message recorded, or are gone;
 * truncated: the latest signed checkpoint counts more messages than there are;
 * checkpoint_mismatch: the message at the signed checkpoint no longer has the signed hash (rewritten and re-hashed);
 * checkpoint_invalid: the latest checkpoint's signature does not verify with this server's key;
 * unsigned_messages: messages after the latest signed checkpoint, which the server never signed.
 */
export const CHAIN_BREAK_REASONS = [
  'message_changed',
  'link_broken',
  'attachment_changed',
  'attachment_missing',
  'truncated',
  'checkpoint_mismatch',
  'checkpoint_invalid',
  'unsigned_messages',
] as const;

export const chainVerificationSchema = z.object({
  intact: z.boolean(),
  /** Messages checked, up to and including the first broken one. */
  checked: z.number().int(),
  /** The first message that breaks the record; null when intact or when the message is gone. */
  firstBrokenMessageId: z.string().nullable(),
  /** Only when not intact: why, at which chain position, and one sentence naming the message. */
  reason: z.enum(CHAIN_BREAK_REASONS).optional(),
  brokenSeq: z.number().int().optional(),
  detail: z.string().optional(),
  /** GET verify only: the latest signed checkpoint it compared the chain with (null: none signed yet). */
  checkpoint: z
    .object({ messageCount: z.number().int(), headHash: z.string(), signedAt: z.string(), keyId: z.string(), signatureValid: z.boolean() })
    .nullable()
    .optional(),
});
export type ChainVerification = z.infer<typeof chainVerificationSchema>;

/**
 * A conversation's latest signed checkpoint: the chain head after `messageCount` messages, signed with
 * Ed25519 by a key kept outside the database. The signature covers
 * canonicalJson({ conversationId, headHash, keyId, messageCount, signedAt, v: 1 }).
 */
export const conversationCheckpointSchema = z.object({
  conversationId: z.string(),
  subject: z.string(),
  messageCount: z.number().int(),
  headHash: z.string(),
  signedAt: z.string(),
  keyId: z.string(),
  /** Base64 Ed25519 signature. */
  signature: z.string(),
  /** Base64 of the signing key's public half (SubjectPublicKeyInfo DER). */
  publicKey: z.string(),
});
export type ConversationCheckpoint = z.infer<typeof conversationCheckpointSchema>;

/** GET /api/conversations/:id/checkpoint: the latest checkpoint (null before the first signed message) and the server's key. */
export const checkpointResponseSchema = z.object({
  checkpoint: conversationCheckpointSchema.nullable(),
  key: z.object({ algorithm: z.literal('Ed25519'), keyId: z.string(), publicKey: z.string() }),
});
export type CheckpointResponse = z.infer<typeof checkpointResponseSchema>;

/** One link of the hash chain with every field its hash covers, so a device can recompute it. */
export const chainLinkSchema = z.object({
  seq: z.number().int(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** SHA-256 of each attachment, in order. */
  attachments: z.array(z.string()),
  prevHash: z.string(),
  hash: z.string(),
});
export type ChainLink = z.infer<typeof chainLinkSchema>;

export const CHAIN_PAGE_MAX = 200;

export const chainQuerySchema = z
  .object({
    from: z.coerce
      .number({ error: 'From must be a chain position' })
      .int('From must be a whole number')
      .min(1, 'From must be at least 1')
      .max(1_000_000_000, 'From is too large')
      .default(1),
    limit: z.coerce
      .number({ error: 'The limit must be a number' })
      .int('The limit must be a whole number')
      .min(1, 'The limit must be at least 1')
      .max(CHAIN_PAGE_MAX, `The limit must be at most ${CHAIN_PAGE_MAX}`)
      .default(CHAIN_PAGE_MAX),
  })
  .strict();

/** GET /api/conversations/:id/chain?from=: links from that position, oldest first; `nextFrom` pages on to the head. */
export const chainPageSchema = z.object({
  links: z.array(chainLinkSchema),
  nextFrom: z.number().int().nullable(),
  checkpoint: conversationCheckpointSchema.nullable(),
});
export type ChainPage = z.infer<typeof chainPageSchema>;
