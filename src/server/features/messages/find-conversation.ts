import type { Kysely } from 'kysely';
import type { Database, ConversationsTable } from '../../db/schema.js';
import { notFoundUnless } from '../../errors.js';

/** The family's conversation, or 404: another family's conversation looks exactly like a missing one. */
export async function findConversation(kysely: Kysely<Database>, familyId: string, id: string): Promise<ConversationsTable> {
  const row = await kysely.selectFrom('conversations').selectAll().where('id', '=', id).where('familyId', '=', familyId).executeTakeFirst();
  return notFoundUnless(row);
}
