import { describe, expect, it } from 'vitest';
import type { CustodyCalendar, CustodySchedule, ScheduleChange, TimeShare } from '../../../common/schemas/custody.js';
import { getJson, twoFamilies } from '../../testing/cross-family.js';
import { agreeSchedule } from '../../testing/custody.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const schedule223 = (firstParentId: string, overrides: Record<string, unknown> = {}) => ({
  pattern: '2-2-3',
  startDate: '2030-03-04',
  exchangeTime: '17:00',
  firstParentId,
  timeZone: 'America/New_York',
  ...overrides,
});

describe.each(TEST_DIALECTS)('custody schedule (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const put = (parent: SignedInParent, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/custody-schedule', headers: { cookie: parent.cookie }, payload });
  const accept = (parent: SignedInParent, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/custody-schedule/proposals/${id}/accept`, headers: { cookie: parent.cookie }, payload: {} });

  it('is set, replaced and ended by agreement: either parent proposes, the other accepts', async () => {
    const { owner, coParent } = await twoFamilies(t.app);
    expect(await getJson(t.app, owner, '/api/custody-schedule')).toBeNull();
    // With two parents in the family, setting the schedule is a proposal (202): nothing changes until it is accepted.
    const proposed = await put(owner, schedule223(owner.user.id));
    expect(proposed.statusCode, proposed.body).toBe(202);
    expect(proposed.json()).toMatchObject({ kind: 'set', status: 'pending', proposedBy: owner.user.id, requestedFrom: '2030-03-04' });
    expect(await getJson(t.app, coParent, '/api/custody-schedule')).toBeNull();
    expect((await accept(coParent, proposed.json<ScheduleChange>().id)).statusCode).toBe(200);
    const set = await getJson<CustodySchedule>(t.app, owner, '/api/custody-schedule');
    // The start date is still to come: that is when it takes effect (and the schedule in effect today is none yet).
    expect(set).toBeNull();
    const march = await getJson<CustodyCalendar>(t.app, coParent, '/api/custody/calendar?from=2030-03-04&to=2030-03-04');
    expect(march.days).toEqual([{ date: '2030-03-04', parentId: owner.user.id, parentName: 'Alex Rivera', swapped: false }]);

    const custom = {
      pattern: 'custom',
      customSequence: ['first', 'second', 'second'],
      startDate: '2030-01-01',
      exchangeTime: '08:30',
      firstParentId: owner.user.id,
      timeZone: 'Europe/Paris',
    };
    const replaced = await agreeSchedule(t.app, coParent, owner, custom);
    expect(replaced).toMatchObject({
      status: 'accepted',
      proposedBy: coParent.user.id,
      answeredBy: owner.user.id,
      effectiveFrom: '2030-01-01',
    });
    const january = await getJson<CustodyCalendar>(t.app, owner, '/api/custody/calendar?from=2030-01-01&to=2030-01-03');
    expect(january.days.map((d) => d.parentName)).toEqual(['Alex Rivera', 'Sam Rivera', 'Sam Rivera']);

    // Ending it is a proposal too; accepted, it ends from today: the dates to come have no custody.
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/custody-schedule', headers: { cookie: coParent.cookie } });
    expect(removed.statusCode, removed.body).toBe(202);
    expect(removed.json()).toMatchObject({ kind: 'end', status: 'pending' });
    expect((await accept(owner, removed.json<ScheduleChange>().id)).statusCode).toBe(200);
    expect(await getJson(t.app, owner, '/api/custody-schedule')).toBeNull();
    expect(await getJson(t.app, owner, '/api/custody/calendar?from=2030-01-01&to=2030-01-31')).toEqual({ days: [], exchanges: [] });
    expect(await getJson(t.app, owner, '/api/custody/time-share?month=2030-01')).toEqual({
      month: { label: '2030-01', nights: [] },
      year: { label: '2030', nights: [] },
    });
    // Nothing left to end: a no-op.
    const ended = await t.app.inject({ method: 'DELETE', url: '/api/custody-schedule', headers: { cookie: coParent.cookie } });
    expect(ended.statusCode).toBe(204);
  });

  it('refuses bad schedules with clear messages, writing nothing', async () => {
    const { owner, intruder } = await twoFamilies(t.app);
    const id = owner.user.id;
    const cases: [object, string, string][] = [
      [
        schedule223(id, { pattern: 'weekly' }),
        'pattern',
        'Pattern must be one of alternating_weeks, 2-2-3, 2-2-5-5, 3-4-4-3, every_other_weekend, custom',
      ],
      [schedule223(id, { pattern: 'custom' }), 'customSequence', 'A custom pattern needs its sequence of days'],
      [schedule223(id, { pattern: 'custom', customSequence: ['first'] }), 'customSequence', 'A custom sequence needs 2 to 56 days'],
      [
        schedule223(id, { pattern: 'custom', customSequence: Array(57).fill('first') }),
        'customSequence',
        'A custom sequence needs 2 to 56 days',
      ],
      [
        schedule223(id, { pattern: 'custom', customSequence: ['first', 'third'] }),
        'customSequence.1',
        "Each day of the custom sequence must be 'first' or 'second'",
      ],
      [schedule223(id, { customSequence: ['first', 'second'] }), 'customSequence', 'Only a custom pattern takes a sequence of days'],
      [schedule223(id, { startDate: '2030-02-30' }), 'startDate', 'Start date must be a date (YYYY-MM-DD)'],
      [schedule223(id, { exchangeTime: '24:00' }), 'exchangeTime', 'Exchange time must be a time (HH:MM)'],
      [schedule223(id, { timeZone: 'Mars/Olympus' }), 'timeZone', 'Time zone is not known'],
      [schedule223(id, { firstParentId: intruder.user.id }), 'firstParentId', 'The parent who starts must be a parent of your family'],
      [schedule223(id, { updatedBy: id }), 'updatedBy', "Unknown field 'updatedBy'"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect(await getJson(t.app, owner, '/api/custody-schedule')).toBeNull();
    expect(await getJson(t.app, owner, '/api/custody-schedule/history')).toEqual([]);
  });

  it('gives the days and exchanges of a 2-2-3 schedule, with exchange times right across the DST change', async () => {
    const { owner, coParent } = await twoFamilies(t.app);
    await agreeSchedule(t.app, owner, coParent, schedule223(owner.user.id));
    const calendar = await getJson<CustodyCalendar>(t.app, coParent, '/api/custody/calendar?from=2030-03-01&to=2030-03-17');
    // Written out by hand: A2 B2 A3 B2 A2 B3 from Monday 2030-03-04 with Alex (A); nothing before the start.
    expect(calendar.days.map((d) => `${d.date.slice(8)}${d.parentId === owner.user.id ? 'A' : 'B'}`).join(' ')).toBe(
      '04A 05A 06B 07B 08A 09A 10A 11B 12B 13A 14A 15B 16B 17B',
    );
    expect(calendar.days[2]).toEqual({ date: '2030-03-06', parentId: coParent.user.id, parentName: 'Sam Rivera', swapped: false });
    expect(calendar.exchanges.map((e) => [e.date, e.at, e.fromName, e.toName])).toEqual([
      ['2030-03-06', '2030-03-06T22:00:00.000Z', 'Alex Rivera', 'Sam Rivera'],
      ['2030-03-08', '2030-03-08T22:00:00.000Z', 'Sam Rivera', 'Alex Rivera'],
      // Clocks go forward on Sunday 2030-03-10: 17:00 EDT is 21:00Z.
      ['2030-03-11', '2030-03-11T21:00:00.000Z', 'Alex Rivera', 'Sam Rivera'],
      ['2030-03-13', '2030-03-13T21:00:00.000Z', 'Sam Rivera', 'Alex Rivera'],
      ['2030-03-15', '2030-03-15T21:00:00.000Z', 'Alex Rivera', 'Sam Rivera'],
    ]);
    expect(calendar.exchanges[0]).toMatchObject({ fromParentId: owner.user.id, toParentId: coParent.user.id });
  });

  it('computes the time-share for the month and its year against hand-computed figures', async () => {
    const { owner, coParent } = await twoFamilies(t.app);
    await agreeSchedule(t.app, owner, coParent, schedule223(owner.user.id));
    const share = await getJson<TimeShare>(t.app, owner, '/api/custody/time-share?month=2030-03');
    expect(share).toEqual({
      month: {
        label: '2030-03',
        nights: [
          { parentId: owner.user.id, parentName: 'Alex Rivera', nights: 14, percent: 50 },
          { parentId: coParent.user.id, parentName: 'Sam Rivera', nights: 14, percent: 50 },
        ],
      },
      // 303 nights from March 4: 21 cycles of 7/7 and 9 days AABBAAABB.
      year: {
        label: '2030',
        nights: [
          { parentId: owner.user.id, parentName: 'Alex Rivera', nights: 152, percent: 50.2 },
          { parentId: coParent.user.id, parentName: 'Sam Rivera', nights: 151, percent: 49.8 },
        ],
      },
    });
    await agreeSchedule(t.app, owner, coParent, {
      ...schedule223(coParent.user.id),
      pattern: 'alternating_weeks',
      startDate: '2030-01-01',
    });
    const weeks = await getJson<TimeShare>(t.app, owner, '/api/custody/time-share?month=2030-02');
    expect(weeks.year.nights.map((n) => [n.parentName, n.nights, n.percent])).toEqual([
      ['Sam Rivera', 183, 50.1],
      ['Alex Rivera', 182, 49.9],
    ]);
    // February 2030: Feb 1-11 in weeks 5-6 (Sam Jan 29-Feb 4, Alex Feb 5-11), Sam 12-18, Alex 19-25, Sam 26-28.
    expect(weeks.month.nights.map((n) => n.nights)).toEqual([4 + 7 + 3, 7 + 7]);
  });

  it('refuses bad calendar and time-share queries', async () => {
    const parent = await signUp(t.app);
    for (const url of [
      '/api/custody/calendar?from=2030-01-01',
      '/api/custody/calendar?from=2030-01-10&to=2030-01-09',
      '/api/custody/calendar?from=2030-01-01&to=2031-02-05',
      '/api/custody/calendar?from=2030-13-01&to=2030-12-31',
      '/api/custody/time-share?month=2030-13',
      '/api/custody/time-share',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const longest = await t.app.inject({
      method: 'GET',
      url: '/api/custody/calendar?from=2030-01-01&to=2031-02-04',
      headers: { cookie: parent.cookie },
    });
    expect(longest.statusCode).toBe(200);
  });

  it("never shows or changes another family's schedule", async () => {
    const { owner, coParent, intruder } = await twoFamilies(t.app);
    await agreeSchedule(t.app, owner, coParent, schedule223(owner.user.id));
    const snapshot = () => getJson(t.app, owner, '/api/custody-schedule/history');
    const before = await snapshot();
    expect(before).toHaveLength(1);
    expect(await getJson(t.app, intruder, '/api/custody-schedule')).toBeNull();
    expect(await getJson(t.app, intruder, '/api/custody-schedule/history')).toEqual([]);
    expect(await getJson(t.app, intruder, '/api/custody/calendar?from=2030-03-01&to=2030-03-31')).toEqual({ days: [], exchanges: [] });
    expect(await getJson<TimeShare>(t.app, intruder, '/api/custody/time-share?month=2030-03')).toMatchObject({ month: { nights: [] } });
    const hijack = await put(intruder, schedule223(owner.user.id));
    expect(hijack.statusCode).toBe(400);
    const ownDelete = await t.app.inject({ method: 'DELETE', url: '/api/custody-schedule', headers: { cookie: intruder.cookie } });
    expect(ownDelete.statusCode).toBe(204);
    expect(await snapshot()).toEqual(before);
    expect((await getJson<CustodyCalendar>(t.app, owner, '/api/custody/calendar?from=2030-03-04&to=2030-03-04')).days).toHaveLength(1);
  });

  it('lets a professional of the family read the schedule but not change it or ask for swaps', async () => {
    const { owner, coParent } = await twoFamilies(t.app);
    await agreeSchedule(t.app, owner, coParent, schedule223(owner.user.id));
    await t.db.kysely.updateTable('memberships').set({ role: 'professional' }).where('userId', '=', coParent.user.id).execute();
    expect(await getJson<ScheduleChange[]>(t.app, coParent, '/api/custody-schedule/history')).toMatchObject([
      { status: 'accepted', effectiveFrom: '2030-03-04' },
    ]);
    const refused = await put(coParent, schedule223(owner.user.id, { pattern: 'alternating_weeks' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only parents can change the custody schedule.');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/custody-schedule', headers: { cookie: coParent.cookie } })).statusCode).toBe(
      403,
    );
    const swap = await t.app.inject({
      method: 'POST',
      url: '/api/swap-requests',
      headers: { cookie: coParent.cookie },
      payload: { dates: ['2030-03-06'], reason: 'x' },
    });
    expect(swap.statusCode).toBe(403);
    // A professional is not a parent of the schedule: only the owner's nights are listed.
    const { days } = await getJson<CustodyCalendar>(t.app, owner, '/api/custody/calendar?from=2030-03-04&to=2030-03-07');
    expect(days.map((d) => d.date)).toEqual(['2030-03-04', '2030-03-05']);
    expect(await getJson<ScheduleChange[]>(t.app, owner, '/api/custody-schedule/history')).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/custody-schedule'],
      ['PUT', '/api/custody-schedule'],
      ['DELETE', '/api/custody-schedule'],
      ['GET', '/api/custody-schedule/history'],
      ['POST', '/api/custody-schedule/proposals/x/accept'],
      ['POST', '/api/custody-schedule/proposals/x/decline'],
      ['POST', '/api/custody-schedule/proposals/x/cancel'],
      ['GET', '/api/custody/calendar?from=2030-01-01&to=2030-01-02'],
      ['GET', '/api/custody/time-share?month=2030-01'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
