import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Selectable } from 'kysely';
import { expect } from 'vitest';
import { addDays } from '../../common/custody/calendar-dates.js';
import type { SwapRequest } from '../../common/schemas/custody.js';
import type { Db } from '../db/database.js';
import type { ExpensesTable } from '../db/schema.js';
import type { TwoFamilies } from './cross-family.js';
import { agreeSchedule, seedAgreedSchedule } from './custody.js';
import { addChild, postEvent } from './events.js';
import { general, send, upload } from './messages.js';

export const today = new Date().toISOString().slice(0, 10);
export const day = (n: number) => addDays(today, n);
/** The report's range: two weeks either side of today. */
export const RANGE = { startDate: day(-14), endDate: day(14) };

export const SECRETS = { wellness: 'SECRET-WELLNESS-NOTE', timeline: 'PRIVATE-TIMELINE-ENTRY' } as const;
export const UNICODE_MESSAGE = 'Zürich café — “quotes” ok; 你好 and 😀 and ő';
/** A message the tone coach flags: the report may count it, never label or quote it. */
export const FLAGGED_MESSAGE = 'You are ALWAYS late, this is ridiculous and you never listen to anything I say!';

/** The text of each page of a PDF. */
export async function pdfPages(body: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** PDF text extraction may break lines anywhere: compare without whitespace. */
export const squash = (text: string) => text.replace(/\s+/g, '');

export async function insertExpense(
  db: Db,
  familyId: string,
  fields: Partial<Selectable<ExpensesTable>> & Pick<ExpensesTable, 'title' | 'amountCents' | 'paidBy' | 'status'>,
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('expenses')
    .values({
      id,
      familyId,
      createdBy: fields.paidBy,
      description: null,
      category: null,
      expenseDate: today,
      childId: null,
      splitType: 'equal',
      splitPercent: 50,
      receiptFileId: null,
      decidedBy: null,
      decidedAt: null,
      disputeReason: null,
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .execute();
  await db.kysely
    .insertInto('expenseEvents')
    .values({ id: randomUUID(), expenseId: id, action: 'created', by: fields.paidBy, at: now, reason: null })
    .execute();
  return id;
}

/**
 * A family record across every source the report reads: messages (with an attachment, one the tone coach
 * flags, one in other scripts), expenses in three statuses and one outside the range, single and recurring
 * events, a custody schedule agreed before the range and a change agreed within it, and a swap request; plus
 * a wellness entry and a private timeline entry that must never appear.
 */
export async function seedFamilyRecord(app: FastifyInstance, db: Db, f: TwoFamilies) {
  const { owner, coParent } = f;
  const familyId = (
    await db.kysely.selectFrom('memberships').select('familyId').where('userId', '=', owner.user.id).executeTakeFirstOrThrow()
  ).familyId;

  const schedule = {
    pattern: 'alternating_weeks',
    startDate: day(-20),
    exchangeTime: '18:00',
    firstParentId: owner.user.id,
    timeZone: 'UTC',
  };
  // Agreed by both parents three weeks ago, so the range's past days have custody exchanges too.
  await seedAgreedSchedule(db, {
    proposer: owner,
    accepter: coParent,
    schedule: { ...schedule, pattern: 'alternating_weeks' },
    effectiveFrom: day(-20),
  });
  // And a change agreed within the range (it applies from today on): the report's schedule history shows both.
  const scheduleChange = await agreeSchedule(app, coParent, owner, { ...schedule, exchangeTime: '17:30' });

  const conversation = await general(app, owner);
  const file = await upload(app, owner, { name: 'receipt.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n% test receipt\n') });
  await send(app, owner, conversation.id, 'Can you pick up Emma at 5pm on Friday? Thanks!', [file.id]);
  await send(app, coParent, conversation.id, 'Sure, no problem. I will be there at 5.');
  await send(app, owner, conversation.id, FLAGGED_MESSAGE);
  await send(app, coParent, conversation.id, UNICODE_MESSAGE);
  const read = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversation.id}/read`,
    headers: { cookie: coParent.cookie },
    payload: {},
  });
  expect(read.statusCode, read.body).toBe(200);

  await insertExpense(db, familyId, {
    title: 'Pediatrician copay',
    amountCents: 10_000,
    paidBy: owner.user.id,
    status: 'approved',
    category: 'medical',
    expenseDate: day(-3),
  });
  await insertExpense(db, familyId, {
    title: 'Math textbooks',
    amountCents: 5_000,
    paidBy: coParent.user.id,
    status: 'pending',
    category: 'education',
    expenseDate: day(-2),
  });
  await insertExpense(db, familyId, {
    title: 'Designer sneakers',
    amountCents: 3_000,
    paidBy: owner.user.id,
    status: 'disputed',
    category: 'clothing',
    expenseDate: day(-1),
    disputeReason: 'Not agreed beforehand',
  });
  await insertExpense(db, familyId, {
    title: 'Old camp fee',
    amountCents: 99_900,
    paidBy: owner.user.id,
    status: 'approved',
    category: 'activities',
    expenseDate: day(-60),
  });

  await postEvent(app, owner, {
    title: 'Dentist check-up',
    eventType: 'appointment',
    startTime: `${day(3)}T14:00:00.000Z`,
    endTime: `${day(3)}T15:00:00.000Z`,
  });
  await postEvent(app, owner, {
    title: 'Swim practice',
    eventType: 'activity',
    startTime: `${day(-7)}T16:00:00.000Z`,
    endTime: `${day(-7)}T17:00:00.000Z`,
    recurrence: { frequency: 'weekly' },
  });
  await postEvent(app, owner, {
    title: 'Last year recital',
    eventType: 'school',
    startTime: `${day(-300)}T14:00:00.000Z`,
    endTime: `${day(-300)}T15:00:00.000Z`,
  });

  // Alternating weeks from day(-20): the owner holds days 1..6 after an exchange at day(-6) ... pick a date they hold.
  const calendar = await app.inject({
    method: 'GET',
    url: `/api/custody/calendar?from=${day(1)}&to=${day(10)}`,
    headers: { cookie: owner.cookie },
  });
  const ownerDay = calendar.json<{ days: { date: string; parentId: string }[] }>().days.find((d) => d.parentId === owner.user.id)?.date;
  const swap = await app.inject({
    method: 'POST',
    url: '/api/swap-requests',
    headers: { cookie: owner.cookie },
    payload: { dates: [ownerDay], reason: 'Work trip to Denver' },
  });
  expect(swap.statusCode, swap.body).toBe(201);
  const declined = await app.inject({
    method: 'POST',
    url: `/api/swap-requests/${swap.json<SwapRequest>().id}/decline`,
    headers: { cookie: coParent.cookie },
    payload: { answer: 'Sorry, not that week' },
  });
  expect(declined.statusCode, declined.body).toBe(200);

  await db.kysely
    .insertInto('wellnessEntries')
    .values({
      id: randomUUID(),
      userId: owner.user.id,
      moodScore: 3,
      stressLevel: 9,
      communicationRating: 2,
      sleepHours: 5,
      exerciseMinutes: 0,
      notes: SECRETS.wellness,
      triggers: '[]',
      copingStrategies: '[]',
      entryDate: today,
      createdAt: new Date().toISOString(),
    })
    .execute();
  const childId = randomUUID();
  await addChild(db, familyId, childId, 'Emma', '2016-04-12');
  await db.kysely
    .insertInto('timelineEntries')
    .values({
      id: randomUUID(),
      familyId,
      childId,
      createdBy: coParent.user.id,
      title: SECRETS.timeline,
      description: SECRETS.timeline,
      timelineType: 'memory',
      eventDate: today,
      tags: '[]',
      isPrivate: 1,
      photoFileId: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .execute();
  const { sha256 } = await db.kysely.selectFrom('files').select('sha256').where('id', '=', file.id).executeTakeFirstOrThrow();
  return { familyId, conversationId: conversation.id, attachmentSha256: sha256, scheduleChange };
}
