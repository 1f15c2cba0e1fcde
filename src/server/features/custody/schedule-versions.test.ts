import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, datesInRange } from '../../../common/custody/calendar-dates.js';
import { custodyDays } from '../../../common/custody/custody-days.js';
import { END_OF_SCHEDULE_SUMMARY, scheduleDateLabel } from '../../../common/custody/describe-schedule.js';
import { todayIn } from '../../../common/custody/zoned-time.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { CustodyCalendar, CustodySchedule, ScheduleChange, TimeShare } from '../../../common/schemas/custody.js';
import type { CalendarFeed } from '../../../common/schemas/events.js';
import type { NotificationList } from '../../../common/schemas/notifications.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { agreeSchedule, seedAgreedSchedule } from '../../testing/custody.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { parseCalendar } from '../../testing/parse-ical.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const DAY_MS = 86_400_000;
const day = (n: number) => addDays(todayIn('UTC'), n);
const lastMonth = () => {
  const [y, m] = day(0).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
/** A month's time-share figures by parent id, whatever order the parents are listed in (the year includes days to come). */
const byParent = (share: TimeShare) => [...share.month.nights].sort((a, b) => a.parentId.localeCompare(b.parentId));
const schedule = (pattern: 'alternating_weeks' | '2-2-3', firstParentId: string, startDate: string, exchangeTime = '18:00') => ({
  pattern,
  startDate,
  exchangeTime,
  firstParentId,
  timeZone: 'UTC',
});

/** Never backwards: a change decides dates from the day it is applied (or a later date asked for), never before. */
describe.each(TEST_DIALECTS)('custody schedule versions (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  afterEach(async () => {
    vi.useRealTimers();
  });

  const calendar = (from: string, to: string, parent: SignedInParent = f.owner) =>
    getJson<CustodyCalendar>(t.app, parent, `/api/custody/calendar?from=${from}&to=${to}`);
  const history = (parent: SignedInParent = f.owner) => getJson<ScheduleChange[]>(t.app, parent, '/api/custody-schedule/history');
  const act = (parent: SignedInParent, id: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/custody-schedule/proposals/${id}/${action}`,
      headers: { cookie: parent.cookie },
      payload: {},
    });
  /** What the feed says about each date before `date`: whose night it is, and the exchanges (a block running into today is cut at it). */
  const feedBefore = async (url: string, date: string) => {
    const events = parseCalendar((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body).events;
    return events
      .flatMap((e) => (e.allDay ? datesInRange(e.start, addDays(e.end, -1)).map((d) => `${d} ${e.summary}`) : [`${e.start} ${e.summary}`]))
      .filter((line) => line.slice(0, 10) < date)
      .sort();
  };

  it('a backdated change (the attack) applies from today: past days, exchanges, time-share and feed blocks do not change', async () => {
    // 2-2-3 agreed 40 days ago with the owner first.
    const old = schedule('2-2-3', f.owner.user.id, day(-40));
    await seedAgreedSchedule(t.db, {
      proposer: f.owner,
      accepter: f.coParent,
      schedule: { ...old, pattern: '2-2-3' },
      effectiveFrom: day(-40),
    });
    const feed = await t.app.inject({ method: 'POST', url: '/api/calendar/feeds', headers: { cookie: f.owner.cookie }, payload: {} });
    const feedUrl = feed.json<CalendarFeed>().url;
    const past = await calendar(day(-40), day(-1));
    const shareLastMonth = await getJson<TimeShare>(t.app, f.owner, `/api/custody/time-share?month=${lastMonth()}`);
    const pastFeed = await feedBefore(feedUrl, day(0));
    expect(past.days).toHaveLength(40);
    expect(past.exchanges.length).toBeGreaterThan(10);
    expect(pastFeed.length).toBeGreaterThan(20);

    // The co-parent asks for alternating weeks with themself first, anchored on the same past date.
    const backdated = schedule('alternating_weeks', f.coParent.user.id, day(-40));
    const accepted = await agreeSchedule(t.app, f.coParent, f.owner, backdated);
    expect(accepted).toMatchObject({ requestedFrom: null, effectiveFrom: day(0) });

    expect(await calendar(day(-40), day(-1))).toEqual(past);
    // Each parent's nights are the same (listed in the order of the schedule now in effect).
    expect(byParent(await getJson<TimeShare>(t.app, f.owner, `/api/custody/time-share?month=${lastMonth()}`))).toEqual(
      byParent(shareLastMonth),
    );
    expect(await feedBefore(feedUrl, day(0))).toEqual(pastFeed);
    // From today the new schedule decides, in its rotation from the anchor.
    const parents = { first: { id: f.coParent.user.id, name: 'Sam Rivera' }, second: { id: f.owner.user.id, name: 'Alex Rivera' } };
    const expected = custodyDays({ rule: { ...backdated, pattern: 'alternating_weeks' }, parents, swaps: [], from: day(0), to: day(20) });
    expect((await calendar(day(0), day(20))).days).toEqual(expected);
  });

  it('accepting after the asked date has passed applies from the day of acceptance; the days between keep the old version', async () => {
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    const start = day(0);
    await agreeSchedule(t.app, f.owner, f.coParent, schedule('2-2-3', f.owner.user.id, start, '17:00'));
    const firstWeeks = await calendar(start, addDays(start, 9));
    // Asked for three days from now, answered ten days from now.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/custody-schedule',
      headers: { cookie: f.coParent.cookie },
      payload: schedule('alternating_weeks', f.coParent.user.id, addDays(start, 3), '08:00'),
    });
    expect(put.json()).toMatchObject({ status: 'pending', requestedFrom: addDays(start, 3) });
    vi.setSystemTime(t0 + 10 * DAY_MS);
    const accepted = await act(f.owner, put.json<ScheduleChange>().id, 'accept');
    expect(accepted.json()).toMatchObject({ status: 'accepted', requestedFrom: addDays(start, 3), effectiveFrom: addDays(start, 10) });

    // The ten days already past are exactly as they were, exchanges and all.
    expect(await calendar(start, addDays(start, 9))).toEqual(firstWeeks);
    const after = await calendar(addDays(start, 10), addDays(start, 24));
    // Alternating weeks anchored on day 3 with the co-parent: day 10 is in the second week (the owner's), day 17 the co-parent's.
    expect(after.days[0]).toMatchObject({ date: addDays(start, 10), parentId: f.owner.user.id });
    expect(after.exchanges.map((e) => [e.date, e.at.slice(11, 16)])).toEqual([
      [addDays(start, 17), '08:00'],
      [addDays(start, 24), '08:00'],
    ]);
    expect(await getJson<CustodySchedule>(t.app, f.owner, '/api/custody-schedule')).toMatchObject({
      pattern: 'alternating_weeks',
      effectiveFrom: addDays(start, 10),
    });
  });

  it('ending with two parents is a proposal; accepted, the schedule ends from today and the past keeps its days', async () => {
    await seedAgreedSchedule(t.db, {
      proposer: f.owner,
      accepter: f.coParent,
      schedule: { ...schedule('2-2-3', f.owner.user.id, day(-20)), pattern: '2-2-3' },
      effectiveFrom: day(-20),
    });
    const past = await calendar(day(-20), day(-1));
    const ending = await t.app.inject({ method: 'DELETE', url: '/api/custody-schedule', headers: { cookie: f.coParent.cookie } });
    expect(ending.statusCode).toBe(202);
    expect(ending.json()).toMatchObject({ kind: 'end', status: 'pending', summary: END_OF_SCHEDULE_SUMMARY, proposedByName: 'Sam Rivera' });
    expect(await getJson(t.app, f.owner, '/api/custody-schedule')).toMatchObject({ pattern: '2-2-3' });
    expect((await getJson<NotificationList>(t.app, f.owner, '/api/notifications')).items[0]).toMatchObject({
      kind: 'schedule',
      body: 'Sam Rivera proposed ending the custody schedule. Accept or decline it on the calendar.',
    });
    expect((await act(f.owner, ending.json<ScheduleChange>().id, 'accept')).json()).toMatchObject({
      status: 'accepted',
      effectiveFrom: day(0),
    });
    expect(await getJson(t.app, f.owner, '/api/custody-schedule')).toBeNull();
    expect(await calendar(day(-20), day(-1))).toEqual(past);
    expect(await calendar(day(0), day(30))).toEqual({ days: [], exchanges: [] });
    const swap = await t.app.inject({
      method: 'POST',
      url: '/api/swap-requests',
      headers: { cookie: f.owner.cookie },
      payload: { dates: [day(1)], reason: 'x' },
    });
    expect(swap.statusCode).toBe(409);
    const audit = (await getJson<AuditPage>(t.app, f.owner, '/api/audit?entity=custody_schedule')).items;
    expect(audit.map((e) => e.summary).sort()).toEqual([
      `Accepted ending the custody schedule, proposed by Sam Rivera, from ${scheduleDateLabel(day(0))}.`,
      'Proposed ending the custody schedule, from the day it is accepted.',
    ]);
    expect(audit.find((e) => e.action === 'proposed')?.before).toMatchObject({ kind: 'set', pattern: '2-2-3', effectiveFrom: day(-20) });
  });

  it('a parent alone sets and ends it directly, dated the same way: from today or a later start date, never before', async () => {
    const alone = await signUp(t.app, { firstName: 'Jo', lastName: 'Solo' });
    const put = (startDate: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/custody-schedule',
        headers: { cookie: alone.cookie },
        payload: schedule('alternating_weeks', alone.user.id, startDate),
      });
    const first = await put(day(-10));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      ...schedule('alternating_weeks', alone.user.id, day(-10)),
      exchangePlace: null,
      effectiveFrom: day(0),
      updatedAt: expect.any(String),
      updatedBy: alone.user.id,
    });
    expect(await getJson(t.app, alone, '/api/custody-schedule')).toEqual(first.json());
    expect((await calendar(day(-10), day(-1), alone)).days).toEqual([]);
    // Anchored ten days ago: days 0-3 are the (absent) other parent's week, from day 4 the parent's own.
    expect((await calendar(day(0), day(6), alone)).days.map((d) => d.date)).toEqual([day(4), day(5), day(6)]);

    // A later start date: that is when it takes effect; a second one replaces it before it begins.
    expect((await put(day(5))).json()).toMatchObject({ startDate: day(5), effectiveFrom: day(5) });
    expect((await put(day(3))).json()).toMatchObject({ startDate: day(3), effectiveFrom: day(3) });
    expect(await getJson(t.app, alone, '/api/custody-schedule')).toEqual(first.json());
    const ended = await t.app.inject({ method: 'DELETE', url: '/api/custody-schedule', headers: { cookie: alone.cookie } });
    expect(ended.statusCode).toBe(204);
    expect(await getJson(t.app, alone, '/api/custody-schedule')).toBeNull();
    expect((await history(alone)).map((c) => [c.kind, c.status, c.effectiveFrom, c.answeredBy])).toEqual([
      // Set today and ended today: it never decided a day already past, so the end replaces it.
      ['set', 'superseded', null, null],
      ['set', 'superseded', null, null],
      ['set', 'superseded', null, null],
      ['end', 'applied', day(0), null],
    ]);
    const audit = (await getJson<AuditPage>(t.app, alone, '/api/audit?entity=custody_schedule')).items;
    expect(audit.map((e) => e.action).sort()).toEqual(['ended', 'set', 'set', 'set', 'superseded', 'superseded', 'superseded']);
    expect((await getJson<NotificationList>(t.app, alone, '/api/notifications')).items).toEqual([]);
  });
});
