import { z } from 'zod';
import { EMAIL_KINDS } from '../../common/email-kinds.js';
import { sealValue, unsealValue } from '../auth/signed-cookie.js';

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

/** Named in the signed value, so nothing else sealed with the same secret (a sign-in cookie) passes for it. */
const PURPOSE = 'mail-unsubscribe';
/** What a link can stop: one kind of notification email, or the weekly summary. */
export const MAIL_TOPICS = [...EMAIL_KINDS, 'weekly-summary'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];
const sealedSchema = z.object({ purpose: z.literal(PURPOSE), userId: z.string().min(1), kind: z.enum(MAIL_TOPICS) });

/**
 * A link that turns off one kind of email (or the weekly summary) for one parent, signed with the server secret: it works without
 * signing in and never expires (a mail program may keep it for years), and cannot be altered to another parent.
 */
export function unsubscribeLink(opts: { baseUrl: string; secret: string; userId: string; kind: MailTopic }): string {
  const token = sealValue(opts.secret, { purpose: PURPOSE, userId: opts.userId, kind: opts.kind });
  return `${opts.baseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The parent and kind of a link's token, or undefined when it was not signed here or was altered. */
export function readUnsubscribeToken(secret: string, token: unknown): { userId: string; kind: MailTopic } | undefined {
  if (typeof token !== 'string' || token.length > 1000) return undefined;
  const parsed = sealedSchema.safeParse(unsealValue(secret, token));
  return parsed.success ? { userId: parsed.data.userId, kind: parsed.data.kind } : undefined;
}
