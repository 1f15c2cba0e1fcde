import type { VoiceSettings } from '../../../common/schemas/voice.js';
import type { Db } from '../../db/database.js';

/** Auto-actions on (spec: 'auto-actions for scheduling and messages'); Chrome's cloud recogniser off unless chosen. */
export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  autoScheduling: true,
  autoMessages: true,
  speakResponses: true,
  browserRecognition: false,
};

export async function loadVoiceSettings(db: Db, userId: string): Promise<VoiceSettings> {
  const row = await db.kysely.selectFrom('voiceSettings').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!row) return DEFAULT_VOICE_SETTINGS;
  return {
    autoScheduling: row.autoScheduling === 1,
    autoMessages: row.autoMessages === 1,
    speakResponses: row.speakResponses === 1,
    browserRecognition: row.browserRecognition === 1,
  };
}

export async function saveVoiceSettings(db: Db, userId: string, change: Partial<VoiceSettings>): Promise<VoiceSettings> {
  const next = { ...(await loadVoiceSettings(db, userId)), ...change };
  const values = {
    autoScheduling: next.autoScheduling ? 1 : 0,
    autoMessages: next.autoMessages ? 1 : 0,
    speakResponses: next.speakResponses ? 1 : 0,
    browserRecognition: next.browserRecognition ? 1 : 0,
    updatedAt: new Date().toISOString(),
  };
  await db.kysely
    .insertInto('voiceSettings')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
  return next;
}
