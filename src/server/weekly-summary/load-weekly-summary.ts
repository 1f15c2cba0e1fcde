import { addDays } from '../../common/custody/calendar-dates.js';
import type { CustodyExchange } from '../../common/custody/exchanges.js';
import type { CalendarEvent } from '../../common/schemas/events.js';
import { listEvents } from '../calendar-events/list-events.js';
import { loadCustodyCalendar } from '../custody-calendar/load-custody-calendar.js';
import type { Db } from '../db/database.js';

const WEEK_MS = 7 * 86_400_000;

/** What waits for this parent's answer: the other parent's requests, expenses to review and payments to confirm. */
export interface WaitingForAnswer {
  swaps: number;
  proposals: number;
  expenses: number;
  payments: number;
}

export interface WeeklySummary {
  week: { from: Date; to: Date };
  handovers: CustodyExchange[];
  events: CalendarEvent[];
  waiting: WaitingForAnswer;
  /** The seven days before the summary: messages the others wrote to the family's conversations, and how many are unread. */
  lastWeek: { messages: number; unread: number };
}

const count = (rows: { n: string | number | bigint }[]) => Number(rows[0]?.n ?? 0);

async function waitingFor(db: Db, familyId: string, userId: string): Promise<WaitingForAnswer> {
  const k = db.kysely;
  const [swaps, proposals, expenses, payments] = await Promise.all([
    k
      .selectFrom('swapRequests')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('familyId', '=', familyId)
      .where('status', '=', 'pending')
      .where('requestedBy', '!=', userId)
      .execute(),
    k
      .selectFrom('custodyScheduleChanges')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('familyId', '=', familyId)
      .where('status', '=', 'pending')
      .where('proposedBy', '!=', userId)
      .execute(),
    k
      .selectFrom('expenses')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('familyId', '=', familyId)
      .where('status', '=', 'pending')
      .where('createdBy', '!=', userId)
      .execute(),
    k
      .selectFrom('expensePayments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('familyId', '=', familyId)
      .where('status', '=', 'pending')
      .where('paidTo', '=', userId)
      .execute(),
  ]);
  return { swaps: count(swaps), proposals: count(proposals), expenses: count(expenses), payments: count(payments) };
}

async function messagesLastWeek(db: Db, familyId: string, userId: string, before: Date) {
  const rows = await db.kysely
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .select(['messages.readAt'])
    .where('conversations.familyId', '=', familyId)
    .where('messages.senderId', '!=', userId)
    .where('messages.createdAt', '>=', new Date(before.getTime() - WEEK_MS).toISOString())
    .where('messages.createdAt', '<', before.toISOString())
    .execute();
  return { messages: rows.length, unread: rows.filter((r) => r.readAt === null).length };
}

/** The facts of one parent's weekly summary, for the week `week` and the seven days before `sentAt`. */
export async function loadWeeklySummary(opts: {
  db: Db;
  familyId: string;
  userId: string;
  week: { from: Date; to: Date };
  sentAt: Date;
}): Promise<WeeklySummary> {
  const { db, familyId, userId, week } = opts;
  const inWeek = (iso: string) => Date.parse(iso) >= week.from.getTime() && Date.parse(iso) < week.to.getTime();
  const custody = await loadCustodyCalendar({
    db,
    familyId,
    from: addDays(week.from.toISOString().slice(0, 10), -1),
    to: addDays(week.to.toISOString().slice(0, 10), 1),
  });
  const events = await listEvents({ db, familyId, from: week.from.toISOString(), to: week.to.toISOString() });
  return {
    week,
    handovers: (custody?.exchanges ?? []).filter((x) => inWeek(x.at)),
    events: events.filter((e) => inWeek(e.startTime)).sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
    waiting: await waitingFor(db, familyId, userId),
    lastWeek: await messagesLastWeek(db, familyId, userId, opts.sentAt),
  };
}
