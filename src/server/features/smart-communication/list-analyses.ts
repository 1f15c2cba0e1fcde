import type { MessageAnalysis, MessageSuggestion } from '../../../common/schemas/smart-communication.js';
import type { Db } from '../../db/database.js';

export const ANALYSIS_LIST_LIMIT = 50;

/** The user's own stored analyses in their current family, newest first (at most 50). */
export async function listAnalyses(opts: { db: Db; userId: string; familyId: string }): Promise<MessageAnalysis[]> {
  const rows = await opts.db.kysely
    .selectFrom('messageAnalyses')
    .selectAll()
    .where('userId', '=', opts.userId)
    .where('familyId', '=', opts.familyId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(ANALYSIS_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    timestamp: r.createdAt,
    originalText: r.originalText,
    enhancedText: r.enhancedText,
    sentimentScore: Number(r.sentimentScore),
    emotionalTone: r.emotionalTone,
    readabilityScore: r.readabilityScore,
    urgencyLevel: r.urgencyLevel,
    suggestions: JSON.parse(r.suggestions) as MessageSuggestion[],
  }));
}
