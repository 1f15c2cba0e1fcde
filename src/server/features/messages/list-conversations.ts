import type { ConversationSummary } from '../../../common/schemas/conversations.js';
import type { Db } from '../../db/database.js';
import { loadUserNames } from '../../db/user-names.js';
import { ensureGeneralConversation } from './ensure-general-conversation.js';

/** Conversation summaries (SPEC.md section 7) for the user, most recently active first. */
export async function listConversations(opts: {
  db: Db;
  familyId: string;
  userId: string;
  conversationId?: string;
}): Promise<ConversationSummary[]> {
  const { kysely } = opts.db;
  await ensureGeneralConversation(opts.db, opts.familyId);
  const partner = await kysely
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.id', 'users.firstName', 'users.lastName'])
    .where('memberships.familyId', '=', opts.familyId)
    .where('memberships.role', '=', 'parent')
    .where('users.id', '!=', opts.userId)
    .executeTakeFirst();
  const rows = await kysely
    .selectFrom('conversations')
    .select((eb) => [
      'conversations.id',
      'conversations.subject',
      'conversations.createdAt',
      eb
        .selectFrom('messages')
        .select('content')
        .whereRef('messages.conversationId', '=', 'conversations.id')
        .orderBy('seq', 'desc')
        .limit(1)
        .as('lastMessage'),
      eb
        .selectFrom('messages')
        .select('senderId')
        .whereRef('messages.conversationId', '=', 'conversations.id')
        .orderBy('seq', 'desc')
        .limit(1)
        .as('lastSenderId'),
      eb
        .selectFrom('messages')
        .select('createdAt')
        .whereRef('messages.conversationId', '=', 'conversations.id')
        .orderBy('seq', 'desc')
        .limit(1)
        .as('lastAt'),
      eb
        .selectFrom('messages')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('messages.conversationId', '=', 'conversations.id')
        .where('messages.senderId', '!=', opts.userId)
        .where('messages.readAt', 'is', null)
        .as('unread'),
    ])
    .where('conversations.familyId', '=', opts.familyId)
    .$if(opts.conversationId !== undefined, (q) => q.where('conversations.id', '=', opts.conversationId ?? ''))
    .execute();
  const nameOf = await loadUserNames(
    kysely,
    rows.flatMap((row) => (row.lastSenderId ? [row.lastSenderId] : [])),
  );
  return rows
    .map((row) => ({
      id: row.id,
      subject: row.subject,
      partnerId: partner?.id ?? null,
      partnerName: partner ? `${partner.firstName} ${partner.lastName}` : null,
      lastMessage: row.lastMessage ?? null,
      lastSenderId: row.lastSenderId ?? null,
      lastSenderName: row.lastSenderId ? nameOf(row.lastSenderId) : null,
      timestamp: row.lastAt ?? row.createdAt,
      unreadCount: Number(row.unread ?? 0),
    }))
    .sort((a, b) => (b.timestamp ?? '').localeCompare(a.timestamp ?? ''));
}
