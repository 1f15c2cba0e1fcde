import { sql } from 'kysely';
import { SEARCH_RESULTS_MAX, type SearchResults } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import { selectMessages, toMessages } from './load-messages.js';

/** A LIKE pattern matching `text` literally anywhere: %, _ and the escape character itself are escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The family's messages containing `q` (ignoring case), newest first, at most 50, with their subject. */
export async function searchMessages(opts: { db: Db; familyId: string; q: string }): Promise<SearchResults> {
  const { kysely } = opts.db;
  const rows = await selectMessages(kysely)
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .select('conversations.subject')
    .where('conversations.familyId', '=', opts.familyId)
    .where(sql<boolean>`lower(${sql.ref('messages.content')}) like lower(${containsPattern(opts.q)}) escape '\\'`)
    .orderBy('messages.createdAt', 'desc')
    .orderBy('messages.seq', 'desc')
    .limit(SEARCH_RESULTS_MAX)
    .execute();
  const messages = await toMessages(kysely, rows);
  return { results: messages.map((message, i) => ({ ...message, subject: rows[i]?.subject ?? '' })) };
}
