import type { Db } from '../../db/database.js';
import type { StoredFile } from '../../files/file-store.js';

interface ExportSubject {
  db: Db;
  userId: string;
  familyId: string;
  role: 'parent' | 'professional';
}

/** What the export holds: the JSON documents by name, and the files whose bytes go beside them. */
export interface ExportContent {
  documents: Record<string, unknown>;
  files: StoredFile[];
}

/**
 * Everything the user can see in the app, as the database holds it: their own account and private records, and
 * their family's shared record, minus what the app hides from them (the co-parent's private timeline entries and
 * their photos, wellness and tone coach drafts, a location the co-parent did not share, a professional's view of
 * payment proofs). Secrets (password hash, token hashes and seeds) are never part of it.
 */
export async function collectExport({ db, userId, familyId, role }: ExportSubject): Promise<ExportContent> {
  const k = db.kysely;
  const account = await k
    .selectFrom('users')
    .select([
      'id',
      'email',
      'firstName',
      'lastName',
      'createdAt',
      'emailVerifiedAt',
      'aiEnabled',
      'notificationsEnabled',
      'emailMessageText',
      'eventReminderMinutes',
      'quietHoursOn',
      'quietHoursStart',
      'quietHoursEnd',
      'timeZone',
      'bundleMessages',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const family = await k.selectFrom('families').selectAll().where('id', '=', familyId).executeTakeFirstOrThrow();
  const members = await k
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.id', 'users.firstName', 'users.lastName', 'memberships.role', 'memberships.joinedAt'])
    .where('memberships.familyId', '=', familyId)
    .execute();

  const conversations = await k.selectFrom('conversations').selectAll().where('familyId', '=', familyId).orderBy('createdAt').execute();
  const conversationIds = conversations.map((c) => c.id);
  const messages =
    conversationIds.length === 0
      ? []
      : await k
          .selectFrom('messages')
          .selectAll()
          .where('conversationId', 'in', conversationIds)
          .orderBy('conversationId')
          .orderBy('seq')
          .execute();
  const attachments =
    conversationIds.length === 0
      ? []
      : await k
          .selectFrom('messageAttachments')
          .innerJoin('messages', 'messages.id', 'messageAttachments.messageId')
          .select(['messageAttachments.messageId', 'messageAttachments.fileId', 'messageAttachments.position'])
          .where('messages.conversationId', 'in', conversationIds)
          .execute();
  const checkpoints =
    conversationIds.length === 0
      ? []
      : await k.selectFrom('conversationCheckpoints').selectAll().where('conversationId', 'in', conversationIds).execute();

  const expenses = await k.selectFrom('expenses').selectAll().where('familyId', '=', familyId).orderBy('createdAt').execute();
  const expenseEvents =
    expenses.length === 0
      ? []
      : await k
          .selectFrom('expenseEvents')
          .selectAll()
          .where(
            'expenseId',
            'in',
            expenses.map((e) => e.id),
          )
          .orderBy('at')
          .execute();
  const payments = (await k.selectFrom('expensePayments').selectAll().where('familyId', '=', familyId).orderBy('createdAt').execute()).map(
    (p) => (role === 'parent' ? p : { ...p, proofFileId: null }),
  );
  const swapRequests = await k.selectFrom('swapRequests').selectAll().where('familyId', '=', familyId).orderBy('createdAt').execute();
  const swapEvents =
    swapRequests.length === 0
      ? []
      : await k
          .selectFrom('swapRequestEvents')
          .selectAll()
          .where(
            'swapRequestId',
            'in',
            swapRequests.map((s) => s.id),
          )
          .execute();
  const timeline = await k
    .selectFrom('timelineEntries')
    .selectAll()
    .where('familyId', '=', familyId)
    .where((eb) => eb.or([eb('isPrivate', '=', 0), eb('createdBy', '=', userId)]))
    .orderBy('eventDate')
    .execute();
  const media = (await k.selectFrom('mediaItems').selectAll().where('familyId', '=', familyId).orderBy('createdAt').execute()).map((m) =>
    m.uploadedBy === userId || m.locationShared ? m : { ...m, location: null },
  );

  const documents: Record<string, unknown> = {
    account,
    family: { ...family, members: members.map((m) => ({ ...m, name: `${m.firstName} ${m.lastName}` })) },
    children: await k.selectFrom('children').selectAll().where('familyId', '=', familyId).execute(),
    'child-removal-requests': await k.selectFrom('childRemovalRequests').selectAll().where('familyId', '=', familyId).execute(),
    events: await k.selectFrom('events').selectAll().where('familyId', '=', familyId).orderBy('startTime').execute(),
    'custody-schedule': await k
      .selectFrom('custodyScheduleChanges')
      .selectAll()
      .where('familyId', '=', familyId)
      .orderBy('proposedAt')
      .execute(),
    'swap-requests': swapRequests.map((s) => ({ ...s, history: swapEvents.filter((e) => e.swapRequestId === s.id) })),
    conversations: conversations.map((c) => ({
      ...c,
      messages: messages
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({ ...m, attachments: attachments.filter((a) => a.messageId === m.id).map((a) => a.fileId) })),
      checkpoints: checkpoints.filter((p) => p.conversationId === c.id),
    })),
    expenses: expenses.map((e) => ({ ...e, history: expenseEvents.filter((h) => h.expenseId === e.id) })),
    'expense-settings': (await k.selectFrom('expenseSettings').selectAll().where('familyId', '=', familyId).executeTakeFirst()) ?? null,
    payments,
    timeline,
    media,
    'legal-documents': await k.selectFrom('legalDocuments').selectAll().where('familyId', '=', familyId).orderBy('createdAt').execute(),
    history: await k.selectFrom('auditLog').selectAll().where('familyId', '=', familyId).orderBy('at').execute(),
    notifications: await k.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    wellness: await k.selectFrom('wellnessEntries').selectAll().where('userId', '=', userId).orderBy('entryDate').execute(),
    'tone-coach': await k.selectFrom('messageAnalyses').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    'handover-check-ins': await k
      .selectFrom('exchangeCheckIns')
      .selectAll()
      .where('familyId', '=', familyId)
      .orderBy('exchangeAt')
      .execute(),
    'shared-goals': await k.selectFrom('sharedGoals').selectAll().where('familyId', '=', familyId).orderBy('createdAt').execute(),
    'reschedule-proposals': await k
      .selectFrom('rescheduleProposals')
      .selectAll()
      .where('familyId', '=', familyId)
      .orderBy('createdAt')
      .execute(),
    'coordination-settings':
      (await k.selectFrom('familyCoordinationSettings').selectAll().where('familyId', '=', familyId).executeTakeFirst()) ?? null,
    'play-history': await k.selectFrom('playSessions').selectAll().where('familyId', '=', familyId).orderBy('playedAt').execute(),
    stories: await k.selectFrom('savedStories').selectAll().where('familyId', '=', familyId).orderBy('savedAt').execute(),
    'tip-reminders': await k.selectFrom('tipPlans').selectAll().where('userId', '=', userId).execute(),
    'voice-assistant': await k.selectFrom('voiceSessions').selectAll().where('userId', '=', userId).execute(),
    'voice-reminders': await k.selectFrom('voiceReminders').selectAll().where('userId', '=', userId).execute(),
  };

  const files = await k
    .selectFrom('files')
    .selectAll()
    .where('familyId', '=', familyId)
    .where((eb) => eb.or([eb('privateTo', 'is', null), eb('privateTo', '=', userId)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('timelineEntries')
            .select('timelineEntries.id')
            .whereRef('timelineEntries.photoFileId', '=', 'files.id')
            .where('timelineEntries.isPrivate', '=', 1)
            .where('timelineEntries.createdBy', '<>', userId),
        ),
      ),
    )
    .$if(role !== 'parent', (q) => q.where('purpose', '<>', 'payment_proof'))
    .orderBy('createdAt')
    .execute();
  return { documents, files };
}
