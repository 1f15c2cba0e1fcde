import { setImmediate as nextTurn } from 'node:timers/promises';
import { addDays } from '../../../common/custody/calendar-dates.js';
import type { WellnessEntry } from '../../../common/schemas/wellness.js';
import { judgeTone } from '../../ai/offline/analyze-conflict.js';
import { listEvents } from '../../calendar-events/list-events.js';
import { loadCustodyCalendar } from '../../custody-calendar/load-custody-calendar.js';
import type { Db } from '../../db/database.js';
import type { InsightActivity } from './activity-category.js';
import type { InsightMessage } from './communication-quality.js';
import type { PeriodRange } from './period-range.js';
import type { InsightCheckIn, InsightExchange } from './schedule-adherence.js';
import type { SuggestionInput } from './suggestion-rules.js';

const DAY_MS = 86_400_000;
const TONE_PER_TURN = 50;
/** Bounded work (decision 0027): the tone coach reads at most this many messages a request, the latest ones. */
export const MAX_JUDGED_MESSAGES = 2000;

export interface InsightsData {
  messages: InsightMessage[];
  exchanges: InsightExchange[];
  checkIns: InsightCheckIn[];
  activities: InsightActivity[];
  pendingExpenses: SuggestionInput['pendingExpenses'];
  waitingSwaps: SuggestionInput['waitingSwaps'];
  wellness: WellnessEntry[];
}

const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/** Messages of the two periods (and a day before, to find what the first replies answered), each judged by the tone coach offline. */
async function loadMessages(db: Db, familyId: string, since: string): Promise<InsightMessage[]> {
  const rows = await db.kysely
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .select(['messages.conversationId', 'messages.senderId', 'messages.content', 'messages.createdAt', 'messages.readAt'])
    .where('conversations.familyId', '=', familyId)
    .where('messages.createdAt', '>=', since)
    .orderBy('messages.createdAt', 'desc')
    .limit(MAX_JUDGED_MESSAGES)
    .execute();
  const messages: InsightMessage[] = [];
  for (const [i, { content, ...row }] of rows.entries()) {
    // The tone model takes about a millisecond a message: let other requests in between.
    if (i > 0 && i % TONE_PER_TURN === 0) await nextTurn();
    const verdict = judgeTone(content);
    messages.push({ ...row, flagged: verdict.needsRewrite || verdict.tone === 'heated' });
  }
  return messages;
}

async function loadActivities(db: Db, familyId: string, range: PeriodRange): Promise<InsightActivity[]> {
  const events = await listEvents({ db, familyId, from: range.previousFrom.toISOString(), to: range.to.toISOString() });
  const entries = await db.kysely
    .selectFrom('timelineEntries')
    .select(['title', 'timelineType', 'eventDate'])
    .where('familyId', '=', familyId)
    // Shared entries only: a private entry is its author's alone, and Insights are seen by both parents.
    .where('isPrivate', '=', 0)
    .where('archivedAt', 'is', null)
    .where('eventDate', '>=', dateOf(range.previousFrom))
    .where('eventDate', '<=', dateOf(range.to))
    .execute();
  return [
    ...events.map((e): InsightActivity => ({ source: 'event', type: e.eventType, title: e.title, date: e.startTime.slice(0, 10) })),
    ...entries.map((e): InsightActivity => ({ source: 'timeline', type: e.timelineType, title: e.title, date: e.eventDate })),
  ];
}

async function loadHandovers(db: Db, familyId: string, range: PeriodRange) {
  const calendar = await loadCustodyCalendar({
    db,
    familyId,
    from: addDays(dateOf(range.previousFrom), -1),
    to: addDays(dateOf(range.to), 1),
  });
  const exchanges = (calendar?.exchanges ?? [])
    .filter((x) => Date.parse(x.at) >= range.previousFrom.getTime() && Date.parse(x.at) < range.to.getTime())
    .map((x) => ({ at: x.at, date: x.date }));
  const checkIns = await db.kysely
    .selectFrom('exchangeCheckIns')
    .select(['exchangeAt', 'userId', 'status', 'minutesLate'])
    .where('familyId', '=', familyId)
    .where('exchangeAt', '>=', range.previousFrom.toISOString())
    .execute();
  return { exchanges, checkIns };
}

async function loadWaiting(db: Db, familyId: string, viewerId: string, now: Date) {
  const pendingExpenses = await db.kysely
    .selectFrom('expenses')
    .select(['id', 'createdAt'])
    .where('familyId', '=', familyId)
    .where('status', '=', 'pending')
    .execute();
  const swaps = await db.kysely
    .selectFrom('swapRequests')
    .innerJoin('users', 'users.id', 'swapRequests.requestedBy')
    .select(['swapRequests.id', 'swapRequests.dates', 'swapRequests.createdAt', 'users.firstName'])
    .where('swapRequests.familyId', '=', familyId)
    .where('swapRequests.status', '=', 'pending')
    .where('swapRequests.requestedBy', '!=', viewerId)
    .execute();
  const today = dateOf(now);
  const waitingSwaps = swaps
    .map((s) => ({ id: s.id, dates: JSON.parse(s.dates) as string[], askedBy: s.firstName, createdAt: s.createdAt }))
    // A request for a day already past can no longer be accepted (it expires when the calendar next reads it).
    .filter((s) => s.dates.every((d) => d >= today));
  return { pendingExpenses, waitingSwaps };
}

/** The viewer's own check-ins: wellness is private to its author (never the co-parent's). */
async function loadOwnWellness(db: Db, viewerId: string, since: string): Promise<WellnessEntry[]> {
  const rows = await db.kysely
    .selectFrom('wellnessEntries')
    .selectAll()
    .where('userId', '=', viewerId)
    .where('entryDate', '>=', since)
    .orderBy('entryDate', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    moodScore: r.moodScore,
    stressLevel: r.stressLevel,
    communicationRating: r.communicationRating,
    sleepHours: r.sleepHours,
    exerciseMinutes: r.exerciseMinutes,
    notes: r.notes,
    triggers: JSON.parse(r.triggers) as string[],
    copingStrategies: JSON.parse(r.copingStrategies) as string[],
    entryDate: r.entryDate,
    createdAt: r.createdAt,
  }));
}

/** Every row the figures need, for the period and the one before, scoped to the family (wellness: to the viewer). */
export async function loadInsightsData(opts: { db: Db; familyId: string; viewerId: string; range: PeriodRange }): Promise<InsightsData> {
  const { db, familyId, viewerId, range } = opts;
  const since = new Date(range.previousFrom.getTime() - DAY_MS);
  return {
    messages: await loadMessages(db, familyId, since.toISOString()),
    ...(await loadHandovers(db, familyId, range)),
    activities: await loadActivities(db, familyId, range),
    ...(await loadWaiting(db, familyId, viewerId, range.to)),
    // 28 days before the period too: the wellness insight compares weeks and looks for what helped.
    wellness: await loadOwnWellness(db, viewerId, dateOf(new Date(range.from.getTime() - 28 * DAY_MS))),
  };
}
