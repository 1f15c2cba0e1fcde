import { randomUUID } from 'node:crypto';
import type { ConversationSummary, CreateConversationRequest } from '../../../common/schemas/conversations.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { listConversations } from './list-conversations.js';
import { isUniqueViolation } from './unique-violation.js';

export const CONVERSATION_MESSAGES = {
  duplicate: 'A conversation with this subject already exists',
  noPartner: 'Conversations start once your co-parent has joined your family',
} as const;

/** Starts a conversation with a new subject (unique in the family, ignoring case) between the two parents, in the audit log too. */
export async function createConversation(opts: {
  db: Db;
  familyId: string;
  userId: string;
  input: CreateConversationRequest;
}): Promise<ConversationSummary> {
  const { db, familyId, userId, input } = opts;
  // Listing first also creates 'General', so asking for 'General' is a duplicate like any other.
  const existing = await listConversations({ db, familyId, userId });
  if (existing.length === 0 || existing.every((c) => c.partnerId === null)) {
    throw new AppError('conflict', CONVERSATION_MESSAGES.noPartner);
  }
  const duplicate = () => new AppError('conflict', CONVERSATION_MESSAGES.duplicate, { subject: CONVERSATION_MESSAGES.duplicate });
  if (existing.some((c) => c.subject.toLowerCase() === input.subject.toLowerCase())) throw duplicate();
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('conversations').values({ id, familyId, subject: input.subject, createdBy: userId, createdAt }).execute();
      await recordAudit(trx, {
        familyId,
        actorId: userId,
        entity: 'conversation',
        entityId: id,
        action: 'created',
        summary: `Started the conversation '${input.subject}'`,
        after: { subject: input.subject },
        at: createdAt,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  const [summary] = await listConversations({ db, familyId, userId, conversationId: id });
  if (!summary) throw new Error(`conversation ${id} vanished after insert`);
  return summary;
}
