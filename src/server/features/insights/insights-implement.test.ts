import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../../../common/custody/calendar-dates.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { FamilyInsights, ImplementedSuggestion } from '../../../common/schemas/insights.js';
import type { VoiceReminder } from '../../../common/schemas/voice.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { seedAgreedSchedule } from '../../testing/custody.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe.each(TEST_DIALECTS)("'Implement Suggestion' makes what fits each suggestion (%s)", (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const familyOf = async (parent: SignedInParent) =>
    (await t.db.kysely.selectFrom('memberships').select('familyId').where('userId', '=', parent.user.id).executeTakeFirstOrThrow())
      .familyId;
  const insights = async (parent: SignedInParent) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/family-insights',
      headers: { cookie: parent.cookie },
      payload: { activityData: ['month'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FamilyInsights>();
  };
  const implement = (parent: SignedInParent, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/insights/suggestions/${encodeURIComponent(id)}/implement`,
      headers: { cookie: parent.cookie },
      payload: { period: 'month' },
    });
  const implemented = async (parent: SignedInParent, id: string) => {
    const response = await implement(parent, id);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ImplementedSuggestion>();
  };
  const today = () => new Date().toISOString().slice(0, 10);
  const counts = async (familyId: string) => ({
    events: (await t.db.kysely.selectFrom('events').select('id').where('familyId', '=', familyId).execute()).length,
    reminders: (await t.db.kysely.selectFrom('voiceReminders').select('id').execute()).length,
    goals: (await t.db.kysely.selectFrom('sharedGoals').select('id').execute()).length,
    messages: (await t.db.kysely.selectFrom('messages').select('id').execute()).length,
  });

  /** A handover every day at 17:00 UTC for 40 days; the two last on one weekday checked in late (20 and 25 min). */
  async function lateOnOneWeekday(familyId: string) {
    await seedAgreedSchedule(t.db, {
      proposer: f.owner,
      accepter: f.coParent,
      schedule: {
        pattern: 'custom',
        customSequence: ['first', 'second'],
        startDate: addDays(today(), -40),
        exchangeTime: '17:00',
        firstParentId: f.owner.user.id,
        timeZone: 'UTC',
      },
      effectiveFrom: addDays(today(), -40),
    });
    for (const [days, minutes] of [
      [7, 20],
      [14, 25],
    ] as const) {
      await t.db.kysely
        .insertInto('exchangeCheckIns')
        .values({
          id: randomUUID(),
          familyId,
          exchangeAt: `${addDays(today(), -days)}T17:00:00.000Z`,
          userId: f.coParent.user.id,
          status: 'late',
          minutesLate: minutes,
          note: null,
          createdAt: iso(Date.now()),
          updatedAt: iso(Date.now()),
        })
        .execute();
    }
    return WEEKDAYS[weekdayOf(addDays(today(), -7))] ?? '';
  }

  it('answers a waiting swap request with a reminder for the parent asked alone, hidden from the co-parent', async () => {
    const familyId = await familyOf(f.owner);
    const swapId = randomUUID();
    await t.db.kysely
      .insertInto('swapRequests')
      .values({
        id: swapId,
        familyId,
        requestedBy: f.coParent.user.id,
        dates: JSON.stringify([addDays(today(), 10)]),
        makeUpDates: '[]',
        reason: 'Trip',
        status: 'pending',
        answer: null,
        answeredBy: null,
        answeredAt: null,
        createdAt: iso(Date.now() - 3 * DAY),
      })
      .execute();
    const id = `swap-unanswered:${swapId}`;
    const suggestion = (await insights(f.owner)).suggestions.find((s) => s.id === id);
    expect(suggestion).toMatchObject({ implementAs: 'reminder', actionText: `Answer Sam's swap request for ${addDays(today(), 10)}` });
    expect((await implement(f.intruder, id)).statusCode).toBe(404);

    const made = await implemented(f.owner, id);
    expect(made).toMatchObject({ kind: 'reminder', goal: null, link: { href: '/voice' } });
    expect(made.message).toMatch(/^Reminder set for .+9:00 AM: Answer Sam's swap request/);
    const mine = await getJson<VoiceReminder[]>(t.app, f.owner, '/api/voice/reminders');
    expect(mine.map((r) => [r.what, r.at])).toEqual([[suggestion?.actionText, `${addDays(today(), 1)}T09:00:00.000Z`]]);
    expect(await getJson<VoiceReminder[]>(t.app, f.coParent, '/api/voice/reminders')).toEqual([]);
    expect((await getJson<AuditPage>(t.app, f.coParent, '/api/audit')).items.map((a) => a.summary).join()).not.toContain('swap request');
    // The parent has it in hand: the suggestion is no longer offered to them.
    expect((await insights(f.owner)).suggestions.map((s) => s.id)).not.toContain(id);

    // It rings at 09:00 on their bell, and only theirs.
    await t.app.services.jobs.runDue(new Date(Date.parse(`${addDays(today(), 1)}T09:00:30.000Z`)));
    const bell = await getJson<{ items: { body: string }[] }>(t.app, f.owner, '/api/notifications');
    expect(bell.items.map((n) => n.body)).toContain(suggestion?.actionText);
    const theirs = await getJson<{ items: { body: string }[] }>(t.app, f.coParent, '/api/notifications');
    expect(theirs.items.map((n) => n.body)).not.toContain(suggestion?.actionText);
  });

  it('reminds the parent of expenses pending long', async () => {
    const familyId = await familyOf(f.owner);
    await t.db.kysely
      .insertInto('expenses')
      .values({
        id: randomUUID(),
        familyId,
        createdBy: f.coParent.user.id,
        title: 'Shoes',
        description: null,
        amountCents: 4000,
        category: 'clothing',
        expenseDate: addDays(today(), -10),
        childId: null,
        paidBy: f.coParent.user.id,
        splitType: 'equal',
        splitPercent: 50,
        receiptFileId: null,
        status: 'pending',
        decidedBy: null,
        decidedAt: null,
        disputeReason: null,
        createdAt: iso(Date.now() - 10 * DAY),
        updatedAt: iso(Date.now() - 10 * DAY),
      })
      .execute();
    const made = await implemented(f.owner, 'expenses-pending');
    expect(made.kind).toBe('reminder');
    expect((await getJson<VoiceReminder[]>(t.app, f.owner, '/api/voice/reminders')).map((r) => r.what)).toEqual([
      'Review the 1 expense waiting in Expenses',
    ]);
    // The co-parent still sees it: it was put in hand by the other parent only.
    expect((await insights(f.coParent)).suggestions.map((s) => s.id)).toContain('expenses-pending');
  });

  it('writes a draft proposing a later handover on the late weekday, sent by nobody', async () => {
    const familyId = await familyOf(f.owner);
    const day = await lateOnOneWeekday(familyId);
    const suggestion = (await insights(f.owner)).suggestions.find((s) => s.id.startsWith('late-weekday:'));
    expect(suggestion?.implementAs).toBe('draft');
    expect(suggestion?.actionText).toBe(
      `2 of our last 2 checked-in ${day} handovers were late or missed. Would a ${day} handover 30 minutes later work better for you? If not, which time would suit you on ${day}s?`,
    );
    const before = await counts(familyId);
    expect((await implement(f.intruder, suggestion?.id ?? '')).statusCode).toBe(404);
    const made = await implemented(f.owner, suggestion?.id ?? '');
    expect(made.kind).toBe('draft');
    const general = await t.db.kysely
      .selectFrom('conversations')
      .select('id')
      .where('familyId', '=', familyId)
      .where('subject', '=', 'General')
      .executeTakeFirst();
    const link = new URL(made.link.href, 'http://x');
    expect(link.pathname).toBe('/messages');
    expect(link.searchParams.get('draft')).toBe(suggestion?.actionText);
    expect(link.searchParams.get('c')).toBe(general?.id ?? null);
    // Nothing sent, nothing stored: the parent sends it from the composer.
    expect(await counts(familyId)).toEqual(before);
  });

  it('puts a shared activity on the calendar next Saturday, audited for both parents', async () => {
    const familyId = await familyOf(f.owner);
    const suggestion = (await insights(f.owner)).suggestions.find((s) => s.id === 'no-activity:none');
    expect(suggestion).toMatchObject({ implementAs: 'event', actionText: 'Family time together' });
    // Another family's parent only ever gets their own family's suggestion: nothing lands in this family.
    await implement(f.intruder, 'no-activity:none');
    expect((await counts(familyId)).events).toBe(0);

    const made = await implemented(f.owner, 'no-activity:none');
    expect(made).toMatchObject({ kind: 'event', link: { href: '/calendar' } });
    const events = await t.db.kysely.selectFrom('events').selectAll().where('familyId', '=', familyId).execute();
    expect(events).toHaveLength(1);
    const event = events[0];
    const date = event?.startTime ? new Date(event.startTime).toISOString().slice(0, 10) : '';
    expect(weekdayOf(date)).toBe(6);
    expect(date > today() && date <= addDays(today(), 7)).toBe(true);
    expect(event).toMatchObject({ title: 'Family time together', eventType: 'activity', assignedParent: null, createdBy: f.owner.user.id });
    expect(new Date(event?.startTime ?? '').toISOString()).toBe(`${date}T10:00:00.000Z`);
    const audit = (await getJson<AuditPage>(t.app, f.coParent, '/api/audit?entity=event')).items;
    expect(audit.map((a) => a.summary)).toEqual([
      expect.stringMatching(/^Added 'Family time together' .* from a Family Insights suggestion$/),
    ]);
  });
});
