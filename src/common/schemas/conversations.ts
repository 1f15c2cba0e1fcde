import { z } from 'zod';

/** The conversation summary of SPEC.md section 7, plus id and subject. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  partnerId: z.string().nullable(),
  partnerName: z.string().nullable(),
  lastMessage: z.string().nullable(),
  timestamp: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
