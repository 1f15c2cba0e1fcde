import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { addDays } from '../src/common/custody/calendar-dates.js';
import { insertScheduleVersion } from '../src/server/custody-calendar/insert-schedule-version.js';
import type { Db } from '../src/server/db/database.js';
import type { EventsTable, ExpenseEventsTable, ExpensesTable, MessagesTable } from '../src/server/db/schema.js';
import { GENESIS_HASH, messageHash } from '../src/server/message-record/message-hash.js';
import { seededRandom } from './seeded-random.js';

const DAY_MS = 86_400_000;
const ROWS_PER_INSERT = 500;

const LINES = [
  'Can you pick up Emma at 5pm on Friday? Thanks!',
  'Sure, I will be there. Liam has soccer at 4 so we might be a few minutes late.',
  'The school sent the report card, I forwarded it to you.',
  'Reminder: dentist on Tuesday at 3:30, I booked it.',
  'You are ALWAYS late and you never tell me anything, this is ridiculous!',
  'Could we swap the weekend of the 14th? My sister is visiting.',
  'Emma forgot her inhaler at your place, can you drop it off before school?',
  'I paid the camp deposit, I will add it to the expenses.',
  'Thank you for handling the parent-teacher conference.',
  'Liam said he had a great time at the zoo. Merci beaucoup — très gentil!',
];
const EXPENSES = [
  ['Pediatrician copay', 'medical'],
  ['Math textbooks', 'education'],
  ['Winter coat', 'clothing'],
  ['Soccer league fee', 'activities'],
  ['School lunch money', 'food'],
  ['Birthday gift', 'other'],
] as const;
const EVENTS = [
  ['Dentist check-up', 'appointment'],
  ['School play', 'school'],
  ['Piano lesson', 'activity'],
  ['Handover at school', 'custody'],
] as const;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

export interface ReportSeedCounts {
  messages: number;
  expenses: number;
  events: number;
}

/**
 * Two years of one family's record, ending today: `messages` chained messages in two conversations (read
 * times, replies minutes to hours apart), `expenses` with their audit trail in all three statuses,
 * `events` events (2% of them weekly series, the rest single), a custody schedule and 20 swap requests.
 */
export async function seedTwoYears(
  db: Db,
  ids: { familyId: string; parents: [string, string] },
  counts: ReportSeedCounts,
  now = new Date(),
) {
  const rand = seededRandom(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const end = now.getTime();
  const start = end - 730 * DAY_MS;
  const { familyId, parents } = ids;
  const { kysely } = db;

  const conversations = [randomUUID(), randomUUID()];
  await kysely
    .insertInto('conversations')
    .values(
      conversations.map((id, i) => ({
        id,
        familyId,
        subject: i === 0 ? 'Daily logistics' : 'School and health',
        createdBy: parents[0],
        createdAt: new Date(start - DAY_MS).toISOString(),
      })),
    )
    .execute();
  const messages: Insertable<MessagesTable>[] = [];
  const perConversation = Math.ceil(counts.messages / conversations.length);
  for (const conversationId of conversations) {
    let prevHash = GENESIS_HASH;
    const step = (end - start) / perConversation;
    for (let seq = 1; seq <= perConversation && messages.length < counts.messages; seq++) {
      const createdAt = new Date(start + seq * step + Math.floor(rand() * step * 0.5)).toISOString();
      const senderId = pick(parents);
      const content = pick(LINES);
      const hash = messageHash({ conversationId, seq, senderId, content, createdAt, attachments: [], prevHash });
      const readAt = rand() < 0.95 ? new Date(Date.parse(createdAt) + Math.floor(rand() * 6 * 3_600_000)).toISOString() : null;
      messages.push({ id: randomUUID(), conversationId, senderId, content, createdAt, readAt, prevHash, hash, seq });
      prevHash = hash;
    }
  }

  const expenses: Insertable<ExpensesTable>[] = [];
  const expenseEvents: Insertable<ExpenseEventsTable>[] = [];
  for (let i = 0; i < counts.expenses; i++) {
    const [title, category] = pick(EXPENSES);
    const paidBy = pick(parents);
    const other = paidBy === parents[0] ? parents[1] : parents[0];
    const createdAt = new Date(start + Math.floor(rand() * (end - start))).toISOString();
    const roll = rand();
    const status = roll < 0.75 ? 'approved' : roll < 0.9 ? 'pending' : 'disputed';
    const id = randomUUID();
    const decidedAt = status === 'pending' ? null : new Date(Date.parse(createdAt) + 3_600_000).toISOString();
    expenses.push({
      id,
      familyId,
      createdBy: paidBy,
      title,
      description: null,
      amountCents: 500 + Math.floor(rand() * 40_000),
      category,
      expenseDate: createdAt.slice(0, 10),
      childId: null,
      paidBy,
      splitType: 'equal',
      splitPercent: 50,
      receiptFileId: null,
      status,
      decidedBy: status === 'pending' ? null : other,
      decidedAt,
      disputeReason: status === 'disputed' ? 'Not agreed beforehand' : null,
      createdAt,
      updatedAt: decidedAt ?? createdAt,
    });
    expenseEvents.push({ id: randomUUID(), expenseId: id, action: 'created', by: paidBy, at: createdAt, reason: null });
    if (status !== 'pending') {
      expenseEvents.push({
        id: randomUUID(),
        expenseId: id,
        action: status,
        by: other,
        at: decidedAt ?? createdAt,
        reason: status === 'disputed' ? 'Not agreed beforehand' : null,
      });
    }
  }

  const events: Insertable<EventsTable>[] = [];
  for (let i = 0; i < counts.events; i++) {
    const [title, eventType] = pick(EVENTS);
    const startMs = start + Math.floor(rand() * (end - start));
    const recurring = i % 50 === 0;
    events.push({
      id: randomUUID(),
      familyId,
      title,
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + 3_600_000).toISOString(),
      eventType,
      childId: null,
      assignedParent: null,
      description: null,
      location: pick([null, 'Maple Grove Elementary', 'Riverside Clinic']),
      allDay: 0,
      createdBy: pick(parents),
      createdAt: new Date(start).toISOString(),
      timeZone: 'UTC',
      recurrence: recurring ? JSON.stringify({ frequency: 'weekly', interval: 1, count: 20 }) : null,
    });
  }

  await db.kysely.transaction().execute(async (trx) => {
    await insertChunks(messages, (c) => trx.insertInto('messages').values(c).execute());
    await insertChunks(expenses, (c) => trx.insertInto('expenses').values(c).execute());
    await insertChunks(expenseEvents, (c) => trx.insertInto('expenseEvents').values(c).execute());
    await insertChunks(events, (c) => trx.insertInto('events').values(c).execute());
    const startDate = new Date(start).toISOString().slice(0, 10);
    await insertScheduleVersion(trx, {
      familyId,
      pattern: '2-2-5-5',
      startDate,
      exchangeTime: '18:00',
      firstParentId: parents[0],
      timeZone: 'UTC',
      proposedBy: parents[0],
      proposedAt: new Date(start).toISOString(),
      effectiveFrom: startDate,
    });
    for (let i = 0; i < 20; i++) {
      const id = randomUUID();
      const createdAt = new Date(start + i * 30 * DAY_MS).toISOString();
      const status = i % 3 === 0 ? 'declined' : 'accepted';
      await trx
        .insertInto('swapRequests')
        .values({
          id,
          familyId,
          requestedBy: parents[i % 2] as string,
          dates: JSON.stringify([addDays(createdAt.slice(0, 10), 20)]),
          makeUpDates: '[]',
          reason: 'Family visit',
          status,
          answer: null,
          answeredBy: parents[(i + 1) % 2] as string,
          answeredAt: createdAt,
          createdAt,
        })
        .execute();
      await trx
        .insertInto('swapRequestEvents')
        .values([
          { id: randomUUID(), swapRequestId: id, action: 'requested', by: parents[i % 2] as string, at: createdAt, note: 'Family visit' },
          { id: randomUUID(), swapRequestId: id, action: status, by: parents[(i + 1) % 2] as string, at: createdAt, note: null },
        ])
        .execute();
    }
  });
  return { startDate: new Date(start).toISOString().slice(0, 10), endDate: new Date(end).toISOString().slice(0, 10) };
}
