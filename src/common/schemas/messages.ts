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
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultsSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const chainVerificationSchema = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  firstBrokenMessageId: z.string().nullable(),
});
export type ChainVerification = z.infer<typeof chainVerificationSchema>;
