import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/job-types.js';
import type { MessageDetail, Recipient } from './notification-delivery.js';

export const MESSAGE_DIGEST_JOB = 'message-digest';
/** With bundling on, a conversation emails a parent at most once in this long. */
export const DIGEST_WINDOW_MS = 3_600_000;

export interface MessageDigestPayload {
  userId: string;
  familyId: string;
  conversationId: string;
  /** The in-app path of the conversation. */
  link: string;
  /** The message emailed when the window opened: the digest carries the unread ones after it, up to `until`. */
  afterMessageId: string;
  since: string;
  until: string;
}

const keyPrefix = (userId: string, conversationId: string) => `${MESSAGE_DIGEST_JOB}:${userId}:${conversationId}:`;

/**
 * With bundling on: true when the message joins the digest of an hour already open for this parent and
 * conversation (so it is not emailed now). Otherwise it opens one, due an hour from now, and is emailed now.
 * The window's key names its hour slot, so of two deliveries at the same moment only one opens it.
 */
export async function joinMessageDigest(
  jobs: JobQueue,
  db: Db,
  input: { recipient: Recipient; message: MessageDetail; link: string; now: Date },
): Promise<boolean> {
  const { recipient, message, now } = input;
  const prefix = keyPrefix(recipient.userId, message.conversationId);
  const open = await db.kysely
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', MESSAGE_DIGEST_JOB)
    .where('key', 'like', `${prefix}%`)
    .where('doneAt', 'is', null)
    .where('runAt', '>', now.toISOString())
    .executeTakeFirst();
  if (open) return true;
  const slot = new Date(Math.floor(now.getTime() / DIGEST_WINDOW_MS) * DIGEST_WINDOW_MS).toISOString();
  const until = new Date(now.getTime() + DIGEST_WINDOW_MS);
  const payload: MessageDigestPayload = {
    userId: recipient.userId,
    familyId: recipient.familyId,
    conversationId: message.conversationId,
    link: input.link,
    afterMessageId: message.messageId,
    since: message.sentAt,
    until: until.toISOString(),
  };
  const key = `${prefix}${slot}`;
  if (await jobs.enqueue({ kind: MESSAGE_DIGEST_JOB, payload, runAt: until, key })) return false;
  // Taken: another delivery opened this hour's window at the same moment, and this message joins it; unless
  // that window is done already (clocks of instances apart), when it is better emailed at once than lost.
  const taken = await db.kysely.selectFrom('jobs').select('doneAt').where('key', '=', key).executeTakeFirst();
  return taken?.doneAt === null;
}
