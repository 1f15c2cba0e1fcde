import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import type { ImplementSuggestionResponse, ScheduleAnalysis } from '../../../common/schemas/smart-scheduling.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { seedAgreedSchedule } from '../../testing/custody.js';
import { addChild, postEvent } from '../../testing/events.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { buildConflictWeek } from '../../testing/smart-scheduling-week.js';

describe.each(TEST_DIALECTS)('smart scheduling analytics and suggestions (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const post = (parent: SignedInParent, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: parent.cookie }, payload });
  const familyOf = async (parent: SignedInParent) =>
    (await t.db.kysely.selectFrom('memberships').select('familyId').where('userId', '=', parent.user.id).executeTakeFirstOrThrow())
      .familyId;
  const analyse = async (parent: SignedInParent, date: string) => {
    const response = await post(parent, '/api/ai/smart-schedule', { date, timeframe: 'week' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScheduleAnalysis>();
  };

  it('computes adherence from check-ins, the average buffer and the coordination score of a past week', async () => {
    const familyId = await familyOf(f.owner);
    await addChild(t.db, familyId, 'maya', 'Maya');
    await addChild(t.db, familyId, 'leo', 'Leo');
    // Alex, Alex, Sam, Sam, Alex, Alex, Sam from Mon 28 Sep 2026: handovers Mon 5, Wed 7, Fri 9 and Sun 11 Oct at 17:00.
    await seedAgreedSchedule(t.db, {
      proposer: f.owner,
      accepter: f.coParent,
      schedule: {
        pattern: 'custom',
        customSequence: ['first', 'first', 'second', 'second', 'first', 'first', 'second'],
        startDate: '2026-09-28',
        exchangeTime: '17:00',
        firstParentId: f.owner.user.id,
        timeZone: 'UTC',
      },
      effectiveFrom: '2026-09-28',
    });
    const a = f.owner.user.id;
    const b = f.coParent.user.id;
    const at = (date: string, from: string, to: string) => ({ startTime: `${date}T${from}:00.000Z`, endTime: `${date}T${to}:00.000Z` });
    await postEvent(t.app, f.owner, {
      title: 'Doctor',
      eventType: 'appointment',
      childId: 'leo',
      assignedParent: a,
      ...at('2026-10-06', '09:00', '10:00'),
    });
    await postEvent(t.app, f.owner, {
      title: 'Haircut',
      eventType: 'activity',
      childId: 'leo',
      assignedParent: a,
      ...at('2026-10-06', '10:20', '11:00'),
    });
    await postEvent(t.app, f.coParent, {
      title: 'Swim',
      eventType: 'activity',
      childId: 'maya',
      assignedParent: b,
      ...at('2026-10-08', '15:00', '16:00'),
    });
    await postEvent(t.app, f.coParent, {
      title: 'Piano',
      eventType: 'activity',
      childId: 'maya',
      assignedParent: b,
      ...at('2026-10-08', '16:45', '17:30'),
    });
    const checkIn = (exchangeAt: string, userId: string, status: 'on_time' | 'late' | 'missed') =>
      t.db.kysely
        .insertInto('exchangeCheckIns')
        .values({
          id: randomUUID(),
          familyId,
          exchangeAt,
          userId,
          status,
          minutesLate: status === 'late' ? 10 : null,
          note: null,
          createdAt: exchangeAt,
          updatedAt: exchangeAt,
        })
        .execute();
    await checkIn('2026-10-05T17:00:00.000Z', a, 'on_time');
    await checkIn('2026-10-05T17:00:00.000Z', b, 'on_time');
    await checkIn('2026-10-07T17:00:00.000Z', a, 'on_time');
    await checkIn('2026-10-07T17:00:00.000Z', b, 'late');
    await checkIn('2026-10-09T17:00:00.000Z', a, 'on_time');

    const analysis = await analyse(f.owner, '2026-10-08');
    expect(analysis.period).toEqual({ from: '2026-10-05', to: '2026-10-11' });
    expect(analysis.conflicts).toEqual([]);
    expect(analysis.analytics).toEqual({
      adherence: 50,
      exchanges: 4,
      confirmedOnTime: 2,
      averageBuffer: 33,
      bufferPairs: 2,
      conflictsResolved: 0,
    });
    expect(analysis.coordinationScore.parts.map((p) => [p.label, p.points, p.max])).toEqual([
      ['Open conflicts', 40, 40],
      ['Handovers on time', 15, 30],
      ['Events with a parent', 20, 20],
      ['Coordination features', 8, 10],
    ]);
    expect(analysis.coordinationScore.value).toBe(83);
    expect(analysis.summary).toBe(
      'No conflicts this week. 50% of handovers confirmed on time; events back to back average 33 min apart (buffer 15 min). Coordination score 83%.',
    );
    // Another family's check-ins and events are not theirs.
    expect((await analyse(f.intruder, '2026-10-08')).analytics).toEqual({
      adherence: null,
      exchanges: 0,
      confirmedOnTime: 0,
      averageBuffer: null,
      bufferPairs: 0,
      conflictsResolved: 0,
    });
  });

  it('suggests, implements, snoozes and explains from the week', async () => {
    const familyId = await familyOf(f.owner);
    const e = await buildConflictWeek(t.app, t.db, f.owner, f.coParent, familyId);
    const fair = await postEvent(t.app, f.coParent, {
      title: 'Science fair',
      eventType: 'school',
      childId: e.dentist.childId,
      startTime: '2030-03-05T12:00:00.000Z',
      endTime: '2030-03-05T13:00:00.000Z',
    });
    const karate = await postEvent(t.app, f.coParent, {
      title: 'Karate',
      eventType: 'activity',
      childId: e.football.childId,
      assignedParent: f.coParent.user.id,
      startTime: '2030-03-08T09:00:00.000Z',
      endTime: '2030-03-08T10:00:00.000Z',
    });

    const mine = await analyse(f.owner, '2030-03-05');
    expect(mine.suggestions.map((s) => [s.id, s.category, s.title, s.action])).toEqual([
      [`assign:${fair.id}`, 'coordination', "Nobody is assigned to 'Science fair'", "Assign you to 'Science fair'"],
      [`pack:${karate.id}`, 'preparation', "Pack Leo's bag for 'Karate'", "Add 'Pack Leo's bag for Karate' to your calendar at 16:30"],
    ]);
    expect(mine.suggestions[0]?.reason).toContain('no assigned parent');
    // Sam hands nothing over that week and does not have Maya on Tuesday: Sam is told who to ask.
    const sams = await analyse(f.coParent, '2030-03-05');
    expect(sams.suggestions.map((s) => s.action)).toEqual(["Ask Alex Rivera to take 'Science fair'"]);

    const snoozed = await post(f.coParent, '/api/smart-scheduling/snoozes', { suggestionId: `assign:${fair.id}` });
    expect(snoozed.statusCode, snoozed.body).toBe(201);
    expect((await analyse(f.coParent, '2030-03-05')).suggestions).toEqual([]);
    expect((await analyse(f.coParent, '2030-03-05')).snoozed).toBe(1);

    const implemented = await post(f.owner, '/api/ai/implement-suggestion', { suggestionId: `assign:${fair.id}`, date: '2030-03-05' });
    expect(implemented.statusCode, implemented.body).toBe(200);
    expect(implemented.json<ImplementSuggestionResponse>().message).toBe("Assigned Alex Rivera to 'Science fair' (Tue 5 Mar 12:00)");
    const packed = await post(f.owner, '/api/ai/implement-suggestion', { suggestionId: `pack:${karate.id}`, date: '2030-03-05' });
    expect(packed.statusCode, packed.body).toBe(200);
    const events = await getJson<CalendarEvent[]>(
      t.app,
      f.coParent,
      '/api/events?from=2030-03-04T00:00:00.000Z&to=2030-03-11T00:00:00.000Z',
    );
    expect(events.find((x) => x.id === fair.id)?.assignedParent).toBe(f.owner.user.id);
    expect(events.find((x) => x.title === "Pack Leo's bag for Karate")).toMatchObject({
      startTime: '2030-03-07T16:30:00.000Z',
      endTime: '2030-03-07T16:45:00.000Z',
      assignedParent: f.owner.user.id,
    });
    expect((await analyse(f.owner, '2030-03-05')).suggestions).toEqual([]);

    const again = await post(f.owner, '/api/ai/implement-suggestion', { suggestionId: `assign:${fair.id}`, date: '2030-03-05' });
    expect(again.statusCode).toBe(404);
    const intruder = await post(f.intruder, '/api/ai/implement-suggestion', { suggestionId: `pack:${karate.id}`, date: '2030-03-05' });
    expect(intruder.statusCode).toBe(404);
  });
});
