import { z } from 'zod';

/** The conversation summary of SPEC.md section 7, plus id and subject. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  partnerId: z.string().nullable(),
  partnerName: z.string().nullable(),
  lastMessage: z.string().nullable(),
  /** Who wrote the last message (the viewer or the co-parent), so a screen never shows one's own words as the other's. */
  lastSenderId: z.string().nullable(),
  lastSenderName: z.string().nullable(),
  timestamp: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const CONVERSATION_SUBJECT_MAX = 120;

export const createConversationRequestSchema = z
  .object({
    subject: z
      .string({ error: 'Enter a subject' })
      .trim()
      .min(1, 'Enter a subject')
      .max(CONVERSATION_SUBJECT_MAX, `Keep the subject under ${CONVERSATION_SUBJECT_MAX + 1} characters`),
  })
  .strict();
export type CreateConversationRequest = z.infer<typeof createConversationRequestSchema>;
