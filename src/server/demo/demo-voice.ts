import { randomUUID } from 'node:crypto';
import type { VoiceIntent, VoiceSession } from '../../common/schemas/voice.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { saveFile } from '../files/file-store.js';
import { balanceAnswer } from '../features/voice/balance-answer.js';
import { scheduleAnswer } from '../features/voice/schedule-answer.js';
import { PERSONAL_REMINDER_JOB } from '../reminders/personal-reminders.js';
import { decodeSpeech } from '../speech/decode-speech.js';
import { detectSpeechEngines } from '../speech/speech-engines.js';
import { synthesize } from '../speech/synthesize.js';
import type { DemoSeed } from './demo-seed.js';

const HOUR = 3_600_000;
const JOURNAL_TEXT = 'Emma read a whole chapter book to Liam at bedtime tonight, doing all the voices. He asked for one more chapter.';

/**
 * Sarah's voice assistant, lived in: a week of her own sessions (the schedule and balance answers worked out from the
 * demo family's real calendar and expenses), a reminder to come, and a voice journal entry with its recording when
 * the server has a synthesiser to make one. David's history stays empty: sessions are private.
 */
export async function seedDemoVoice(opts: Omit<DemoSeed, 'blobs'> & { blobs: DemoSeed['blobs'] }): Promise<void> {
  const { db, blobs, familyId, parents, now } = opts;
  const [sarah] = parents;
  const timeZone = 'America/New_York';
  const schedule = await scheduleAnswer({ db, familyId, timeZone, now: new Date(now.getTime() - 26 * HOUR) });
  const balance = await balanceAnswer({ db, familyId, userId: sarah });
  const sessions: (Omit<VoiceSession, 'id' | 'timestamp'> & { hoursAgo: number })[] = [
    {
      hoursAgo: 26,
      transcript: "what's on the schedule today",
      aiResponse: schedule.response,
      actionTaken: schedule.actionTaken,
      intent: 'schedule',
      source: 'spoken',
      confidence: 84,
      duration: 3,
    },
    {
      hoursAgo: 50,
      transcript: 'Who owes what?',
      aiResponse: balance.response,
      actionTaken: balance.actionTaken,
      intent: 'balance',
      source: 'typed',
      confidence: 100,
      duration: 0,
    },
    {
      hoursAgo: 73,
      transcript: 'send a message saying i can take the kids to swim practice on saturday',
      aiResponse: 'Your message to your co-parent: "I can take the kids to swim practice on saturday". Tap Send to send it.',
      actionTaken: 'Message sent to your co-parent',
      intent: 'send_message',
      source: 'spoken',
      confidence: 78,
      duration: 5,
    },
    {
      hoursAgo: 98,
      transcript: 'I paid 32 dollars for art class supplies',
      aiResponse:
        'Add an expense of $32.00 for Art class supplies, paid by you today? Your co-parent will be asked to approve it. Tap Add expense.',
      actionTaken: 'Cancelled: nothing was sent or saved',
      intent: 'expense',
      source: 'typed',
      confidence: 100,
      duration: 0,
    },
    {
      hoursAgo: 140,
      transcript: 'Start a wellness check-in',
      aiResponse: "Let's check in. Opening a new wellness check-in: record how you are doing. It stays private to you.",
      actionTaken: 'Opened the wellness check-in',
      intent: 'wellness_checkin' as VoiceIntent,
      source: 'quick',
      confidence: 100,
      duration: 0,
    },
  ];
  for (const s of sessions) {
    await db.kysely
      .insertInto('voiceSessions')
      .values({
        id: randomUUID(),
        userId: sarah,
        familyId,
        transcript: s.transcript,
        aiResponse: s.aiResponse,
        actionTaken: s.actionTaken,
        intent: s.intent,
        source: s.source,
        confidence: s.confidence,
        durationSeconds: s.duration,
        createdAt: new Date(now.getTime() - s.hoursAgo * HOUR).toISOString(),
      })
      .execute();
  }

  const reminder = { id: randomUUID(), what: "Pack Emma's swim bag", remindAt: new Date(now.getTime() + 20 * HOUR).toISOString() };
  await db.kysely
    .insertInto('voiceReminders')
    .values({ ...reminder, userId: sarah, familyId, createdAt: now.toISOString(), deliveredAt: null })
    .execute();
  await enqueueJob(
    db,
    {
      kind: PERSONAL_REMINDER_JOB,
      payload: { id: reminder.id },
      runAt: new Date(reminder.remindAt),
      key: `${PERSONAL_REMINDER_JOB}:${reminder.id}`,
    },
    now,
  );

  const synthesiser = detectSpeechEngines().synthesiser;
  const emma = await db.kysely
    .selectFrom('children')
    .select('id')
    .where('familyId', '=', familyId)
    .where('name', '=', 'Emma')
    .executeTakeFirst();
  if (!blobs || !synthesiser || !emma) return;
  const audio = await synthesize({ synthesiser, text: JOURNAL_TEXT });
  const { durationSeconds } = await decodeSpeech(audio);
  const at = new Date(now.getTime() - 30 * HOUR).toISOString();
  const entryId = randomUUID();
  await saveFile(
    {
      db,
      blobs,
      file: {
        familyId,
        uploadedBy: sarah,
        name: 'Bedtime reader.wav',
        contentType: 'audio/wav',
        data: audio,
        purpose: 'voice_journal_audio',
        privateTo: sarah,
      },
    },
    async (trx, file) => {
      await trx
        .insertInto('timelineEntries')
        .values({
          id: entryId,
          familyId,
          childId: emma.id,
          createdBy: sarah,
          title: 'Bedtime reader',
          description: JOURNAL_TEXT,
          timelineType: 'memory',
          eventDate: at.slice(0, 10),
          tags: JSON.stringify(['reading', 'siblings', 'bedtime']),
          isPrivate: 0,
          photoFileId: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await trx
        .insertInto('timelineEntryAudio')
        .values({ entryId, familyId, fileId: file.id, durationSeconds: Math.round(durationSeconds), createdAt: at })
        .execute();
    },
  );
}
