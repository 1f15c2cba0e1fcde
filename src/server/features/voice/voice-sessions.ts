import { randomUUID } from 'node:crypto';
import type { VoiceIntent, VoiceSession } from '../../../common/schemas/voice.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';

/** Session History shows the latest ones; older ones stay stored for the parent alone. */
const HISTORY_LIMIT = 50;

type SessionRow = {
  id: string;
  createdAt: string;
  durationSeconds: number;
  transcript: string;
  aiResponse: string;
  actionTaken: string;
  confidence: number;
  intent: string;
  source: string;
};

const toSession = (r: SessionRow): VoiceSession => ({
  id: r.id,
  timestamp: new Date(r.createdAt).toISOString(),
  duration: r.durationSeconds,
  transcript: r.transcript,
  aiResponse: r.aiResponse,
  actionTaken: r.actionTaken,
  confidence: r.confidence,
  intent: r.intent as VoiceIntent,
  source: r.source as VoiceSession['source'],
});

/** Stores one exchange, text only, for its speaker. */
export async function recordSession(opts: {
  db: Db;
  userId: string;
  familyId: string;
  session: Omit<VoiceSession, 'id' | 'timestamp'>;
}): Promise<VoiceSession> {
  const { db, userId, familyId, session } = opts;
  const row = {
    id: randomUUID(),
    userId,
    familyId,
    transcript: session.transcript,
    aiResponse: session.aiResponse,
    actionTaken: session.actionTaken,
    intent: session.intent,
    source: session.source,
    confidence: Math.round(session.confidence),
    durationSeconds: Math.round(session.duration),
    createdAt: new Date().toISOString(),
  };
  await db.kysely.insertInto('voiceSessions').values(row).execute();
  return toSession(row);
}

/** The parent's own sessions, newest first: never another user's, whatever their family. */
export async function listSessions(db: Db, userId: string): Promise<VoiceSession[]> {
  const rows = await db.kysely
    .selectFrom('voiceSessions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map(toSession);
}

/** What finally happened to a session's action ('Message sent', 'Cancelled'): its speaker's only. */
export async function setSessionOutcome(opts: { db: Db; userId: string; id: string; actionTaken: string }): Promise<VoiceSession> {
  const { db, userId, id, actionTaken } = opts;
  await db.kysely.updateTable('voiceSessions').set({ actionTaken }).where('id', '=', id).where('userId', '=', userId).execute();
  const row = await db.kysely.selectFrom('voiceSessions').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return toSession(notFoundUnless(row));
}
