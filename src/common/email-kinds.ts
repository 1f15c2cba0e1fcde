import type { NotificationKind } from './schemas/notifications.js';

/**
 * The notifications that are also emailed (the others stay in the app's bell). Kept apart from the zod
 * schemas so the client can list them without loading zod.
 */
export const EMAIL_KINDS = ['message', 'swap', 'schedule', 'expense', 'reminder'] as const satisfies readonly NotificationKind[];
export type EmailKind = (typeof EMAIL_KINDS)[number];

export function isEmailKind(kind: string): kind is EmailKind {
  return (EMAIL_KINDS as readonly string[]).includes(kind);
}
