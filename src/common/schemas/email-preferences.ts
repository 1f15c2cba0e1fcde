import { z } from 'zod';
import { EMAIL_KINDS, type EmailKind } from '../email-kinds.js';

const kindSwitches = {
  message: z.boolean({ error: 'message must be true or false' }),
  swap: z.boolean({ error: 'swap must be true or false' }),
  schedule: z.boolean({ error: 'schedule must be true or false' }),
  expense: z.boolean({ error: 'expense must be true or false' }),
  reminder: z.boolean({ error: 'reminder must be true or false' }),
} satisfies Record<EmailKind, z.ZodBoolean>;

/** GET /api/mail/preferences: which emails this parent gets; every kind is on until turned off. */
export const emailPreferencesSchema = z.object({
  ...kindSwitches,
  /** New-message emails carry the sender and subject only, unless the parent opts in to the text. */
  messageText: z.boolean(),
  /** False when the server has no SMTP: mail waits in its outbox for the owner and reaches nobody. */
  mailConfigured: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** PATCH /api/mail/preferences: the switches to change. */
export const updateEmailPreferencesSchema = z
  .strictObject({
    ...kindSwitches,
    messageText: z.boolean({ error: 'messageText must be true or false' }),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, { error: `Give at least one of ${[...EMAIL_KINDS, 'messageText'].join(', ')}` });
export type UpdateEmailPreferences = z.infer<typeof updateEmailPreferencesSchema>;
