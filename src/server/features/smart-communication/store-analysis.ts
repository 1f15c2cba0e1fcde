import { randomUUID } from 'node:crypto';
import type { CreateMessageAnalysis, MessageAnalysis } from '../../../common/schemas/smart-communication.js';
import type { Db } from '../../db/database.js';
import { processInstant } from '../../db/next-instant.js';

/** Stores an analysis the Smart Communication screen built, private to its author. */
export async function storeAnalysis(opts: {
  db: Db;
  userId: string;
  familyId: string;
  analysis: CreateMessageAnalysis;
}): Promise<MessageAnalysis> {
  const { analysis } = opts;
  const row = { id: randomUUID(), timestamp: processInstant() };
  await opts.db.kysely
    .insertInto('messageAnalyses')
    .values({
      id: row.id,
      userId: opts.userId,
      familyId: opts.familyId,
      originalText: analysis.originalText,
      enhancedText: analysis.enhancedText,
      sentimentScore: analysis.sentimentScore,
      emotionalTone: analysis.emotionalTone,
      readabilityScore: analysis.readabilityScore,
      urgencyLevel: analysis.urgencyLevel,
      suggestions: JSON.stringify(analysis.suggestions),
      createdAt: row.timestamp,
    })
    .execute();
  return { ...row, ...analysis };
}
