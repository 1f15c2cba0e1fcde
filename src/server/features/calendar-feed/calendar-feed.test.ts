import { beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../../common/custody/zoned-time.js';
import type { CalendarEvent, CalendarFeed } from '../../../common/schemas/events.js';
import { expectRefusedAcrossFamilies, getJson, twoFamilies, useTwoFamilies } from '../../testing/cross-family.js';
import { agreeSchedule } from '../../testing/custody.js';
import { addChild, eventPayload, postEvent, weeklyNewYork } from '../../testing/events.js';
import { parseCalendar } from '../../testing/parse-ical.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const pathOf = (url: string) => new URL(url).pathname;

describe.each(TEST_DIALECTS)('calendar feeds (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  beforeEach(async () => {
    await addChild(t.db, f.owner.user.familyId, 'emma', 'Emma');
    await addChild(t.db, f.owner.user.familyId, 'noah', 'Noah');
  });
  const createFeed = async (payload: object = {}, cookie = f.owner.cookie) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/calendar/feeds', headers: { cookie }, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CalendarFeed>();
  };
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });

  it("lists the family's events without a cookie, recurring ones with an RRULE that a real parser expands", async () => {
    const swim = await postEvent(
      t.app,
      f.owner,
      weeklyNewYork({
        title: 'Swim; lessons, level 2',
        description: 'Bring:\ngoggles\\towel',
        recurrence: { frequency: 'weekly', count: 3 },
      }),
    );
    await postEvent(
      t.app,
      f.coParent,
      eventPayload({ title: 'Dentist', eventType: 'appointment', childId: 'emma', location: 'Bright Smiles, Main St' }),
    );
    await postEvent(
      t.app,
      f.owner,
      eventPayload({
        title: 'Sports day',
        eventType: 'school',
        allDay: true,
        startTime: '2030-06-01T00:00:00Z',
        endTime: '2030-06-02T00:00:00Z',
      }),
    );
    const feed = await createFeed();
    expect(feed).toMatchObject({ childId: null, childName: null, id: expect.any(String), createdAt: expect.any(String) });
    expect(feed.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/feed\/[A-Za-z0-9_-]{40,}\.ics$/);

    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(response.body);
    expect(calendar.events.map((e) => e.summary).sort()).toEqual(['Dentist', 'Sports day', 'Swim; lessons, level 2']);
    const parsedSwim = calendar.events.find((e) => e.summary.startsWith('Swim'));
    expect(parsedSwim).toMatchObject({ uid: `${swim.seriesId}@amity`, rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3' });
    expect(response.body).toContain('DTSTART;TZID=America/New_York:20300304T090000');
    expect(response.body).toContain('DESCRIPTION:Bring:\\ngoggles\\\\towel');
    expect(response.body).toContain('DTSTART;VALUE=DATE:20300601');
    // ical.js expands the RRULE through the VTIMEZONE exactly as the API does.
    const api = await getJson<CalendarEvent[]>(t.app, f.owner, '/api/events?from=2030-03-01T00:00:00Z&to=2030-04-01T00:00:00Z');
    const apiSwims = api.filter((e) => e.seriesId === swim.seriesId).map((e) => e.startTime);
    expect(apiSwims).toEqual(['2030-03-04T14:00:00.000Z', '2030-03-11T13:00:00.000Z', '2030-03-18T13:00:00.000Z']);
    expect(parsedSwim?.starts('2031-01-01T00:00:00Z')).toEqual(apiSwims);
  });

  it("lists only one child's events (and those for no child) when the feed is for that child", async () => {
    await postEvent(t.app, f.owner, eventPayload({ title: 'Emma piano', childId: 'emma' }));
    await postEvent(t.app, f.owner, eventPayload({ title: 'Noah football', childId: 'noah' }));
    await postEvent(t.app, f.owner, eventPayload({ title: 'Family dinner' }));
    const feed = await createFeed({ childId: 'emma' });
    expect(feed).toMatchObject({ childId: 'emma', childName: 'Emma' });
    const calendar = parseCalendar((await fetchFeed(feed.url)).body);
    expect(calendar.events.map((e) => e.summary).sort()).toEqual(['Emma piano', 'Family dinner']);
    expect(calendar.name).toContain('Emma');
    const unknownChild = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feeds',
      headers: { cookie: f.owner.cookie },
      payload: { childId: 'nobody' },
    });
    expect(unknownChild.statusCode).toBe(400);
    expect(unknownChild.json().fields.childId).toBe('Choose one of your children');
  });

  it('adds custody days and exchanges, at the schedule’s handover place, when the family has a schedule', async () => {
    const today = todayIn('Europe/Paris');
    // Proposed by one parent, accepted by the other: in effect from today.
    const agreed = await agreeSchedule(t.app, f.owner, f.coParent, {
      pattern: 'alternating_weeks',
      startDate: today,
      exchangeTime: '18:00',
      exchangePlace: 'Lincoln School, front gate',
      firstParentId: f.owner.user.id,
      timeZone: 'Europe/Paris',
    });
    expect(agreed.effectiveFrom).toBe(today);
    const feed = await createFeed();
    const exchanges = parseCalendar((await fetchFeed(feed.url)).body).events.filter((e) => e.summary.startsWith('Custody exchange: '));
    // Weekly exchanges over fifteen months (three back, twelve ahead; none before the schedule starts).
    expect(exchanges.length).toBeGreaterThanOrEqual(50);
    expect(exchanges.length).toBeLessThanOrEqual(54);
    expect(exchanges[0]?.summary).toMatch(/^Custody exchange: .+ → .+$/);
    expect(new Set(exchanges.map((e) => e.location))).toEqual(new Set(['Lincoln School, front gate']));
    expect(new Set(exchanges.map((e) => e.uid)).size).toBe(exchanges.length);

    // Whose days they are: all-day blocks of 7 days (alternating weeks), alternating between the parents.
    const periods = parseCalendar((await fetchFeed(feed.url)).body).events.filter((e) => e.summary.startsWith('Children with '));
    expect(periods[0]).toMatchObject({
      allDay: true,
      start: today,
      summary: `Children with ${f.owner.user.firstName} ${f.owner.user.lastName}`,
    });
    expect(periods[0]?.end).toBe(new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10));
    expect(periods[1]?.summary).toBe(`Children with ${f.coParent.user.firstName} ${f.coParent.user.lastName}`);
    expect(periods[1]?.start).toBe(periods[0]?.end);
    expect(periods.length).toBe(exchanges.length + 1);
  });

  it('rotates a link (the old one stops working) and revokes it', async () => {
    const feed = await createFeed();
    const other = await createFeed({ childId: 'noah' });
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/calendar/feeds/${feed.id}/rotate`,
      headers: { cookie: f.owner.cookie },
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<CalendarFeed>();
    expect(fresh).toMatchObject({ id: feed.id, childId: null });
    expect(fresh.url).not.toBe(feed.url);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
    expect(await getJson(t.app, f.owner, '/api/calendar/feeds')).toEqual([fresh, other]);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/calendar/feeds/${feed.id}`, headers: { cookie: f.owner.cookie } });
    expect(revoked.statusCode).toBe(204);
    const gone = await fetchFeed(fresh.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This calendar link is not valid any more. Create a new one in Amity.');
    expect(await getJson(t.app, f.owner, '/api/calendar/feeds')).toEqual([other]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/calendar/feeds/${feed.id}`, headers: { cookie: f.owner.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/calendar/feeds/${feed.id}/rotate`, headers: { cookie: f.owner.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for unknown tokens and for a parent who left the family', async () => {
    for (const path of ['/api/calendar/feed/not-a-real-token.ics', '/api/calendar/feed/abc', '/api/calendar/feed/a%0Ab.ics']) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
    const feed = await createFeed({}, f.coParent.cookie);
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    const left = await t.app.inject({ method: 'POST', url: '/api/family/leave', headers: { cookie: f.coParent.cookie } });
    expect(left.statusCode).toBe(200);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
  });

  it("keeps each parent's links their own and refuses other families on every route", async () => {
    const feed = await createFeed();
    expect(await getJson(t.app, f.coParent, '/api/calendar/feeds')).toEqual([]);
    const snapshot = () => getJson(t.app, f.owner, '/api/calendar/feeds');
    for (const intruder of [f.intruder, f.coParent]) {
      await expectRefusedAcrossFamilies({
        app: t.app,
        intruder,
        request: { method: 'POST', url: `/api/calendar/feeds/${feed.id}/rotate` },
        snapshot,
      });
      await expectRefusedAcrossFamilies({
        app: t.app,
        intruder,
        request: { method: 'DELETE', url: `/api/calendar/feeds/${feed.id}` },
        snapshot,
      });
    }
    expect(await getJson(t.app, f.intruder, '/api/calendar/feeds')).toEqual([]);
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: f.intruder,
      request: { method: 'POST', url: '/api/calendar/feeds', payload: { childId: 'emma' } },
      snapshot,
      status: 400,
    });
    expect(await getJson(t.app, f.intruder, '/api/calendar/feeds')).toEqual([]);
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/calendar/feeds' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe.each(TEST_DIALECTS)('one event as an .ics file (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('downloads the series with its RRULE under a safe file name', async () => {
    const { owner, coParent } = await twoFamilies(t.app);
    const swim = await postEvent(
      t.app,
      owner,
      weeklyNewYork({
        title: 'Swim "practice" / pool: 50m?',
        recurrence: { frequency: 'weekly', byWeekday: ['MO', 'WE'], until: '2030-03-13' },
      }),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events/${swim.seriesId}:2030-03-06T14:00:00.000Z/ics`,
      headers: { cookie: coParent.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Swim practice pool 50m.ics"');
    const [event, ...others] = parseCalendar(response.body).events;
    expect(others).toEqual([]);
    expect(event?.summary).toBe('Swim "practice" / pool: 50m?');
    expect(event?.rrule).toBe('FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20300314T035959Z');
    expect(event?.starts('2031-01-01T00:00:00Z')).toEqual([
      '2030-03-04T14:00:00.000Z',
      '2030-03-06T14:00:00.000Z',
      '2030-03-11T13:00:00.000Z',
      '2030-03-13T13:00:00.000Z',
    ]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/events/nope/ics', headers: { cookie: owner.cookie } });
    expect(missing.statusCode).toBe(404);
  });
});
