import { todayIn } from '../../../common/custody/zoned-time.js';
import { isValidTimeZone } from '../../../common/time-zones.js';
import {
  VOICE_FALLBACK,
  type VoiceCommandResponse,
  type VoiceProposal,
  type voiceCommandRequestSchema,
} from '../../../common/schemas/voice.js';
import type { z } from 'zod';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-types.js';
import { balanceAnswer } from './balance-answer.js';
import { parseCommand } from './intent/parse-intent.js';
import { scheduleAnswer } from './schedule-answer.js';
import { spokenDay, spokenMoney, spokenTime } from './spoken-format.js';
import { createPersonalReminder } from '../../reminders/personal-reminders.js';
import { recordSession } from './voice-sessions.js';
import { loadVoiceSettings } from './voice-settings.js';

type Reply = { response: string; actionTaken: string; proposal: VoiceProposal | null; navigateTo: string | null };

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Understands a command (typed, spoken or a quick action), does or prepares what it asks, and stores the exchange in
 * the parent's own Session History. Nothing reaching the co-parent or the shared record happens here: a message or an
 * expense comes back as a proposal the parent confirms through the Messages or Expenses API.
 */
export async function answerCommand(opts: {
  db: Db;
  ai: AiProvider;
  jobs: Pick<JobQueue, 'enqueue'>;
  userId: string;
  familyId: string;
  input: z.output<typeof voiceCommandRequestSchema>;
  now?: Date;
}): Promise<VoiceCommandResponse> {
  const { db, ai, userId, familyId, input } = opts;
  const now = opts.now ?? new Date();
  const user = await db.kysely.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirst();
  const timeZone = [input.timeZone, user?.timeZone].find((z): z is string => !!z && isValidTimeZone(z)) ?? 'UTC';
  const { intent, slots } = parseCommand(input.command, now, timeZone);
  const settings = await loadVoiceSettings(db, userId);

  let reply: Reply;
  switch (intent) {
    case 'schedule':
      reply = {
        ...(await scheduleAnswer({ db, familyId, timeZone, now, ...(slots.day ? { day: slots.day } : {}) })),
        proposal: null,
        navigateTo: null,
      };
      break;
    case 'balance':
      reply = { ...(await balanceAnswer({ db, familyId, userId })), proposal: null, navigateTo: null };
      break;
    case 'wellness_checkin':
      reply = {
        response: "Let's check in. Opening a new wellness check-in: record how you are doing. It stays private to you.",
        actionTaken: 'Opened the wellness check-in',
        proposal: null,
        navigateTo: '/wellness?open=check-in',
      };
      break;
    case 'send_message': {
      if (!slots.message) {
        reply = {
          response: "What should the message say? Try: 'Send a message saying pickup is at 5'.",
          actionTaken: 'No message sent: nothing to send yet',
          proposal: null,
          navigateTo: null,
        };
      } else if (!settings.autoMessages) {
        reply = {
          response: `Your message: "${slots.message}". Auto-actions for messages are off, so nothing was prepared for sending.`,
          actionTaken: 'No message sent (auto-actions for messages are off)',
          proposal: null,
          navigateTo: null,
        };
      } else {
        const analysis = await ai.analyzeConflict(slots.message);
        const toneNote = analysis.needsRewrite || analysis.tone === 'heated' ? ' The tone coach suggests a calmer wording.' : '';
        reply = {
          response: `Your message to your co-parent: "${slots.message}".${toneNote} Tap Send to send it.`,
          actionTaken: 'Message ready: waiting for you to tap Send',
          proposal: { kind: 'message', content: slots.message, analysis },
          navigateTo: null,
        };
      }
      break;
    }
    case 'reminder': {
      if (!slots.at) {
        reply = {
          response: "When should I remind you? Try: 'Remind me tomorrow at 7 am to pack the soccer bag'.",
          actionTaken: 'No reminder set: no time understood',
          proposal: null,
          navigateTo: null,
        };
        break;
      }
      const what = sentence(slots.what ?? 'Reminder');
      const when = `${spokenDay(slots.at, timeZone)} at ${spokenTime(slots.at, timeZone)}`;
      if (Date.parse(slots.at) <= now.getTime()) {
        reply = {
          response: `${when} has already passed: say a time to come.`,
          actionTaken: 'No reminder set: the time has passed',
          proposal: null,
          navigateTo: null,
        };
      } else if (settings.autoScheduling) {
        await createPersonalReminder({ db, jobs: opts.jobs, userId, familyId, what, at: slots.at, now });
        reply = {
          response: `I'll remind you: ${what}, ${when}.`,
          actionTaken: `Reminder set for ${when}`,
          proposal: null,
          navigateTo: null,
        };
      } else {
        reply = {
          response: `Remind you: ${what}, ${when}? Tap Create reminder.`,
          actionTaken: 'Reminder ready: waiting for you to confirm',
          proposal: { kind: 'reminder', what, at: slots.at },
          navigateTo: null,
        };
      }
      break;
    }
    case 'expense': {
      if (slots.amount === undefined || slots.amount <= 0) {
        reply = {
          response: "How much was it? Try: 'I paid 40 dollars for soccer shoes'.",
          actionTaken: 'No expense added: no amount understood',
          proposal: null,
          navigateTo: null,
        };
        break;
      }
      const title = sentence(slots.description ?? 'Expense');
      reply = {
        response: `Add an expense of ${spokenMoney(Math.round(slots.amount * 100))} for ${title}, paid by you today? Your co-parent will be asked to approve it. Tap Add expense.`,
        actionTaken: 'Expense ready: waiting for you to confirm',
        proposal: { kind: 'expense', title, amount: slots.amount, expenseDate: todayIn(timeZone, now) },
        navigateTo: null,
      };
      break;
    }
    default: {
      const fallback = input.source === 'quick' ? VOICE_FALLBACK.quick : VOICE_FALLBACK.command;
      reply = {
        response: fallback.response,
        actionTaken: 'No action: this is not a command the assistant performs yet',
        proposal: null,
        navigateTo: null,
      };
    }
  }

  // Measured: a typed command is read exactly (100); a spoken one is as sure as its recogniser was.
  const confidence =
    intent === 'other'
      ? (input.recognitionConfidence ?? (input.source === 'quick' ? VOICE_FALLBACK.quick.confidence : VOICE_FALLBACK.command.confidence))
      : (input.recognitionConfidence ?? 100);
  const session = await recordSession({
    db,
    userId,
    familyId,
    session: {
      duration: input.durationSeconds ?? 0,
      transcript: input.command,
      aiResponse: reply.response,
      actionTaken: reply.actionTaken,
      confidence,
      intent,
      source: input.source,
    },
  });
  return { ...reply, confidence: session.confidence, intent, slots, session };
}
