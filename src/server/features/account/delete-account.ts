import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../../audit/record-audit.js';
import { verifyPassword } from '../../auth/password.js';
import { clearAttempts, countAttempt, SIGN_IN_LIMITS } from '../../auth/rate-limit.js';
import { AppError } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import type { Realtime } from '../../realtime/realtime.js';
import { ACCOUNT_COPY } from './account-copy.js';

/** Only these fields of a deleted account's row remain, so the family's shared record reads 'Former member'. */
const FORMER_MEMBER = { firstName: 'Former', lastName: 'member' } as const;

async function assertConfirmation(db: Db, userId: string, confirmation: string): Promise<void> {
  const user = await db.kysely.selectFrom('users').select(['email', 'passwordHash']).where('id', '=', userId).executeTakeFirstOrThrow();
  const key = `password-check:user:${userId}`;
  await countAttempt(db, key, SIGN_IN_LIMITS.perAccount, 'password attempts');
  // An account that signs in through a provider has no password here: it confirms with its email address.
  const confirmed = user.passwordHash
    ? await verifyPassword(user.passwordHash, confirmation)
    : confirmation.trim().toLowerCase() === user.email;
  if (!confirmed) {
    const message = user.passwordHash ? ACCOUNT_COPY.wrongPassword : ACCOUNT_COPY.wrongEmail;
    throw new AppError('bad_request', message, { password: message });
  }
  await clearAttempts(db, key);
}

/**
 * The last member to leave takes the family with them: nobody could ever reach its record again. Its rows go
 * with the family's (every family-owned table cascades); answers the storage keys of its files, or undefined when
 * members remain.
 */
async function removeFamilyIfEmpty(trx: Kysely<Database>, familyId: string): Promise<{ storageKey: string }[] | undefined> {
  const member = await trx.selectFrom('memberships').select('userId').where('familyId', '=', familyId).executeTakeFirst();
  if (member) return undefined;
  const files = await trx.selectFrom('files').select('storageKey').where('familyId', '=', familyId).execute();
  const reports = await trx
    .selectFrom('legalDocuments')
    .select('reportPdfKey')
    .where('familyId', '=', familyId)
    .where('reportPdfKey', 'is not', null)
    .execute();
  await trx.deleteFrom('families').where('id', '=', familyId).execute();
  return [...files, ...reports.map((report) => ({ storageKey: report.reportPdfKey as string }))];
}

/**
 * Deletes the account after checking its password. What was only the user's goes: wellness check-ins, tone coach
 * drafts, notifications, private timeline entries and their photos, voice assistant sessions and recordings, private
 * reminders, hidden suggestions, sessions, devices, links and settings. What
 * belongs to the family's shared record (messages, expenses, events, the timeline, media, reports, the History)
 * stays, shown as from a 'Former member': the user's row is kept without name, email or password, so every record
 * that points to it still holds. Their pending proposals are withdrawn and the History says a member left. When
 * nobody else is left in the family, the family and its whole record go too.
 */
export async function deleteAccount(opts: {
  db: Db;
  blobs: BlobStore;
  realtime: Realtime;
  userId: string;
  familyId: string;
  confirmation: string;
}): Promise<void> {
  const { db, userId, familyId } = opts;
  await assertConfirmation(db, userId, opts.confirmation);
  const now = new Date().toISOString();
  const { sessions, privateFiles } = await db.kysely.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirstOrThrow();
    await trx.deleteFrom('wellnessEntries').where('userId', '=', userId).execute();
    await trx.deleteFrom('messageAnalyses').where('userId', '=', userId).execute();
    await trx.deleteFrom('notifications').where('userId', '=', userId).execute();
    await trx.deleteFrom('timelineEntries').where('createdBy', '=', userId).where('isPrivate', '=', 1).execute();
    const privateFiles = await trx
      .deleteFrom('files')
      .where('privateTo', '=', userId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('timelineEntries').select('id').whereRef('timelineEntries.photoFileId', '=', 'files.id'))),
      )
      .returning('storageKey')
      .execute();
    await trx.deleteFrom('calendarFeeds').where('userId', '=', userId).execute();
    await trx.deleteFrom('pushSubscriptions').where('userId', '=', userId).execute();
    await trx.deleteFrom('pushPreferences').where('userId', '=', userId).execute();
    await trx.deleteFrom('emailPreferences').where('userId', '=', userId).execute();
    await trx.deleteFrom('passwordResets').where('userId', '=', userId).execute();
    await trx.deleteFrom('emailVerifications').where('userId', '=', userId).execute();
    await trx.deleteFrom('voiceSessions').where('userId', '=', userId).execute();
    await trx.deleteFrom('voiceSettings').where('userId', '=', userId).execute();
    await trx.deleteFrom('voiceReminders').where('userId', '=', userId).execute();
    await trx.deleteFrom('tipPlans').where('userId', '=', userId).execute();
    await trx.deleteFrom('suggestionDismissals').where('userId', '=', userId).execute();
    await trx.deleteFrom('schedulingSnoozes').where('userId', '=', userId).execute();
    const sessions = await trx.deleteFrom('sessions').where('userId', '=', userId).returning('id').execute();
    await trx
      .updateTable('invitations')
      .set({ revokedAt: now, tokenSeed: null })
      .where('invitedBy', '=', userId)
      .where('acceptedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .execute();
    const swaps = await trx
      .updateTable('swapRequests')
      .set({ status: 'cancelled' })
      .where('requestedBy', '=', userId)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    for (const swap of swaps) {
      await trx
        .insertInto('swapRequestEvents')
        .values({ id: randomUUID(), swapRequestId: swap.id, action: 'cancelled', by: userId, at: now, note: null })
        .execute();
    }
    await trx
      .updateTable('custodyScheduleChanges')
      .set({ status: 'cancelled', answeredAt: now })
      .where('proposedBy', '=', userId)
      .where('status', '=', 'pending')
      .execute();
    // Moves of an event proposed by or to them can no longer be answered.
    await trx
      .updateTable('rescheduleProposals')
      .set({ status: 'expired', answeredAt: now })
      .where((eb) => eb.or([eb('proposedBy', '=', userId), eb('requestedFrom', '=', userId)]))
      .where('status', '=', 'pending')
      .execute();
    await trx
      .updateTable('childRemovalRequests')
      .set({ status: 'cancelled', answeredAt: now })
      .where('requestedBy', '=', userId)
      .where('status', '=', 'pending')
      .execute();
    await trx.deleteFrom('memberships').where('userId', '=', userId).execute();
    const familyFiles = await removeFamilyIfEmpty(trx, familyId);
    await trx
      .updateTable('users')
      .set({
        ...FORMER_MEMBER,
        email: `deleted-${userId}@deleted.invalid`,
        claimedEmail: null,
        passwordHash: null,
        oidcSubject: null,
        profileImageUrl: null,
        timeZone: null,
        deletedAt: now,
      })
      .where('id', '=', userId)
      .execute();
    if (familyFiles) return { sessions, privateFiles: [...privateFiles, ...familyFiles] };
    await recordAudit(trx, {
      familyId,
      actorId: userId,
      entity: 'family',
      entityId: familyId,
      action: 'member_left',
      summary: ACCOUNT_COPY.auditSummary(`${user.firstName} ${user.lastName}`),
      at: now,
    });
    return { sessions, privateFiles };
  });
  for (const { id } of sessions) opts.realtime.disconnectSession(id);
  for (const { storageKey } of privateFiles) await opts.blobs.delete(storageKey);
}
