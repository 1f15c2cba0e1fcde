import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/custody/calendar-dates.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { FamilyInsights, ImplementedSuggestion, SharedGoal } from '../../../common/schemas/insights.js';
import { judgeTone } from '../../ai/offline/analyze-conflict.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { seedAgreedSchedule } from '../../testing/custody.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { useSockets } from '../../testing/ws-client.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const HEATED = 'You are always late, this is ridiculous and irresponsible.';

describe.each(TEST_DIALECTS)('family insights on a known family (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  const { connect } = useSockets(t);

  const familyOf = async (parent: SignedInParent) =>
    (await t.db.kysely.selectFrom('memberships').select('familyId').where('userId', '=', parent.user.id).executeTakeFirstOrThrow())
      .familyId;
  const insights = async (parent: SignedInParent, period = 'week') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/family-insights',
      headers: { cookie: parent.cookie },
      payload: { activityData: [period] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FamilyInsights>();
  };
  const post = (parent: SignedInParent, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: parent.cookie }, ...(payload ? { payload } : {}) });

  /** A week with 7 handovers (5 on time, 1 late, 1 not checked in), 4 messages (1 flagged), 2 activities, 2 goals due, wellness. */
  async function buildFamily() {
    const familyId = await familyOf(f.owner);
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    await seedAgreedSchedule(t.db, {
      proposer: f.owner,
      accepter: f.coParent,
      schedule: {
        pattern: 'custom',
        customSequence: ['first', 'second'],
        startDate: addDays(today, -40),
        exchangeTime: '17:00',
        firstParentId: f.owner.user.id,
        timeZone: 'UTC',
      },
      effectiveFrom: addDays(today, -40),
    });
    const handovers = [0, 1, 2, 3, 4, 5, 6, 7]
      .map((k) => `${addDays(today, -k)}T17:00:00.000Z`)
      .filter((at) => Date.parse(at) < now && Date.parse(at) >= now - 7 * DAY);
    expect(handovers).toHaveLength(7);
    const checkIn = (exchangeAt: string, userId: string, status: 'on_time' | 'late') =>
      t.db.kysely
        .insertInto('exchangeCheckIns')
        .values({
          id: randomUUID(),
          familyId,
          exchangeAt,
          userId,
          status,
          minutesLate: status === 'late' ? 20 : null,
          note: null,
          createdAt: iso(now),
          updatedAt: iso(now),
        })
        .execute();
    for (const at of handovers.slice(0, 5)) {
      await checkIn(at, f.owner.user.id, 'on_time');
      await checkIn(at, f.coParent.user.id, 'on_time');
    }
    await checkIn(handovers[5] ?? '', f.owner.user.id, 'late');

    const conversationId = randomUUID();
    await t.db.kysely
      .insertInto('conversations')
      .values({ id: conversationId, familyId, subject: 'Pickups', createdBy: f.owner.user.id, createdAt: iso(now - 3 * DAY) })
      .execute();
    const lines: [SignedInParent, string, number, boolean][] = [
      [f.owner, 'Could you pick up Mia at 5pm on Friday? Thanks!', 0, true],
      [f.coParent, 'Yes, that works. See you then.', 60, true],
      [f.owner, HEATED, 120, true],
      [f.coParent, 'I will be there at 5.', 150, false],
    ];
    for (const [i, [sender, content, minutes, read]] of lines.entries()) {
      const at = now - 2 * DAY + minutes * 60_000;
      await t.db.kysely
        .insertInto('messages')
        .values({
          id: randomUUID(),
          conversationId,
          senderId: sender.user.id,
          content,
          createdAt: iso(at),
          readAt: read ? iso(at + 60_000) : null,
          prevHash: 'x',
          hash: `h${i}`,
          seq: i + 1,
        })
        .execute();
    }
    for (const [title, eventType, daysAgo] of [
      ['Soccer practice', 'activity', 2],
      ['Science fair', 'school', 3],
      ['Pickup', 'custody', 3],
    ] as const) {
      await t.db.kysely
        .insertInto('events')
        .values({
          id: randomUUID(),
          familyId,
          title,
          startTime: iso(now - daysAgo * DAY),
          endTime: iso(now - daysAgo * DAY + HOUR),
          eventType,
          childId: null,
          assignedParent: null,
          description: null,
          location: null,
          createdBy: f.owner.user.id,
          createdAt: iso(now - 10 * DAY),
        })
        .execute();
    }
    const goal = (title: string, dueDate: string, completedAt: string | null) =>
      t.db.kysely
        .insertInto('sharedGoals')
        .values({
          id: randomUUID(),
          familyId,
          title,
          description: null,
          suggestionKey: null,
          dueDate,
          createdBy: f.owner.user.id,
          createdAt: iso(now - 6 * DAY),
          completedAt,
          completedBy: completedAt ? f.coParent.user.id : null,
          updatedAt: iso(now),
        })
        .execute();
    await goal('Agree the summer plan', addDays(today, -2), iso(now - 3 * DAY));
    await goal('Book the dentist', addDays(today, -1), null);
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
        expenseDate: addDays(today, -10),
        childId: null,
        paidBy: f.coParent.user.id,
        splitType: 'equal',
        splitPercent: 50,
        receiptFileId: null,
        status: 'pending',
        decidedBy: null,
        decidedAt: null,
        disputeReason: null,
        createdAt: iso(now - 10 * DAY),
        updatedAt: iso(now - 10 * DAY),
      })
      .execute();
    const wellness = (userId: string, daysAgo: number, mood: number, sleep: number, stress: number) =>
      t.db.kysely
        .insertInto('wellnessEntries')
        .values({
          id: randomUUID(),
          userId,
          moodScore: mood,
          stressLevel: stress,
          communicationRating: 5,
          sleepHours: sleep,
          exerciseMinutes: 0,
          notes: 'PRIVATE-NOTE',
          triggers: '[]',
          copingStrategies: '[]',
          entryDate: addDays(today, -daysAgo),
          createdAt: iso(now),
        })
        .execute();
    await wellness(f.owner.user.id, 1, 8, 7, 3);
    await wellness(f.owner.user.id, 2, 6, 9, 5);
    await wellness(f.coParent.user.id, 1, 1, 4, 10);
    /** One more heated message: 2 of 5 flagged, so the tone coach suggestion (a shared goal) stands. */
    return async () => {
      await t.db.kysely
        .insertInto('messages')
        .values({
          id: randomUUID(),
          conversationId,
          senderId: f.owner.user.id,
          content: HEATED,
          createdAt: iso(now - DAY),
          readAt: null,
          prevHash: 'x',
          hash: 'h5',
          seq: 5,
        })
        .execute();
    };
  }

  it('computes every figure of the week from the family’s records', async () => {
    expect(judgeTone(HEATED).needsRewrite).toBe(true);
    await buildFamily();
    const result = await insights(f.owner);
    const metric = (key: string) => result.metrics.find((m) => m.key === key);
    expect(metric('communication')).toMatchObject({ value: 75, unit: '%' });
    expect(metric('communication')?.description).toBe('3 of 4 messages not flagged by the tone coach · median reply 1 h · 75% read');
    expect(metric('adherence')).toMatchObject({ value: 71, unit: '%' });
    expect(metric('adherence')?.description).toBe('5 of 7 handovers confirmed on time (1 late, 0 missed, 1 not checked in)');
    expect(metric('activities')).toMatchObject({ value: 2, unit: 'per week' });
    expect(metric('goals')).toMatchObject({ value: 50, unit: '%' });
    expect(result.highlights).toContain('5 of 7 exchanges on time');
    expect(result.attention).toEqual(
      expect.arrayContaining([
        '1 exchange late',
        '1 exchange not checked in',
        '1 message flagged by the tone coach',
        '1 expense waiting more than 7 days',
        '1 shared goal past the due date',
      ]),
    );
    expect(result.patterns.map((p) => [p.category, p.frequency])).toEqual([
      ['School & Education', 50],
      ['Sports & Activities', 50],
    ]);
    expect(result.suggestions.map((s) => s.id)).toEqual(['expenses-pending']);
    expect(result.wellness).toMatchObject({ entries: 2, mood: 7, sleep: 8, stress: 4 });
    expect(result.wellness.insight).toEqual(expect.any(String));
    expect(result.summary).toMatch(/^This week: communication quality 75%/);
    expect(JSON.stringify(result)).not.toContain('PRIVATE-NOTE');

    // The co-parent's wellness is their own; the shared figures are the same.
    const theirs = await insights(f.coParent);
    expect(theirs.wellness).toMatchObject({ entries: 1, mood: 1, sleep: 4, stress: 10 });
    expect(theirs.metrics.map((m) => m.value)).toEqual(result.metrics.map((m) => m.value));
  });

  it('turns a suggestion into a shared goal either parent marks done; Not Now hides it for that parent only', async () => {
    const addHeated = await buildFamily();
    const hidden = await post(f.owner, '/api/insights/suggestions/expenses-pending/dismiss');
    expect(hidden.statusCode).toBe(200);
    expect(Date.parse(hidden.json<{ hiddenUntil: string }>().hiddenUntil) - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect((await insights(f.owner)).suggestions).toEqual([]);
    expect((await insights(f.coParent)).suggestions.map((s) => s.id)).toEqual(['expenses-pending']);
    // Not offered again while its goal is open.
    expect((await post(f.owner, '/api/insights/suggestions/tone-coach/implement', { period: 'week' })).statusCode).toBe(404);

    await addHeated();
    const implemented = await post(f.coParent, '/api/insights/suggestions/tone-coach/implement', { period: 'week' });
    expect(implemented.statusCode, implemented.body).toBe(201);
    const made = implemented.json<ImplementedSuggestion>();
    expect(made.kind).toBe('goal');
    const goal = made.goal as SharedGoal;
    expect(goal).toMatchObject({
      title: "Try the tone coach's calmer version before sending",
      completedAt: null,
      createdByName: 'Sam Rivera',
    });
    expect((await insights(f.coParent)).suggestions.map((s) => s.id)).toEqual(['expenses-pending']);
    // Not offered again while its goal is open.
    expect((await post(f.owner, '/api/insights/suggestions/tone-coach/implement', { period: 'week' })).statusCode).toBe(404);
    expect((await getJson<SharedGoal[]>(t.app, f.owner, '/api/insights/goals')).map((g) => g.title)).toContain(
      "Try the tone coach's calmer version before sending",
    );

    const done = await post(f.owner, `/api/insights/goals/${goal.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<SharedGoal>()).toMatchObject({ completedByName: 'Alex Rivera' });
    expect((await post(f.coParent, `/api/insights/goals/${goal.id}/complete`)).statusCode).toBe(409);
    const audit = (await getJson<AuditPage>(t.app, f.coParent, '/api/audit?entity=shared_goal')).items;
    expect(audit.map((a) => a.action)).toEqual(['completed', 'created']);
  });

  it('tells both parents live when a goal is set, and nobody else', async () => {
    const addHeated = await buildFamily();
    await addHeated();
    const [coParent, intruder] = [await connect(f.coParent), await connect(f.intruder)];
    expect((await post(f.owner, '/api/insights/suggestions/tone-coach/implement', { period: 'week' })).statusCode).toBe(201);
    await coParent.next((frame) => frame.type === 'insights.changed');
    expect(intruder.frames.filter((x) => x.frame.type === 'insights.changed')).toEqual([]);
  });

  it('keeps another family out and shows it empty figures', async () => {
    await buildFamily();
    const goals = await getJson<SharedGoal[]>(t.app, f.owner, '/api/insights/goals');
    const open = goals.find((g) => g.completedAt === null);
    expect((await post(f.intruder, `/api/insights/goals/${open?.id ?? ''}/complete`)).statusCode).toBe(404);
    expect((await getJson<SharedGoal[]>(t.app, f.owner, '/api/insights/goals')).find((g) => g.id === open?.id)?.completedAt).toBeNull();
    expect((await post(f.intruder, '/api/insights/suggestions/expenses-pending/implement', {})).statusCode).toBe(404);
    const theirs = await insights(f.intruder, 'quarter');
    expect(theirs.metrics.map((m) => m.value)).toEqual([null, null, null, null]);
    expect(theirs.goals).toEqual([]);
    expect(theirs.wellness.entries).toBe(0);
    expect(theirs.summary).toMatch(/not enough/);
  });

  it('refuses a bad period with a clear message', async () => {
    const bad = await post(f.owner, '/api/ai/family-insights', { activityData: ['year'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'activityData must be a list holding the period: week, month or quarter' });
    expect((await insights(f.owner, 'month')).period).toBe('month');
  });
});
