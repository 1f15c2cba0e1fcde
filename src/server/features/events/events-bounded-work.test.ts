import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ACTIVE_SERIES_PER_FAMILY, RECURRENCE_MESSAGES, type CalendarEvent } from '../../../common/schemas/events.js';
import { getJson } from '../../testing/cross-family.js';
import { eventPayload, postEvent, weeklyNewYork } from '../../testing/events.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

describe.each(TEST_DIALECTS)('events: bounded work (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let parent: SignedInParent;
  beforeEach(async () => {
    parent = await signUp(t.app);
  });
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: parent.cookie }, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });

  it('refuses dates before 1900 or after 2200 with a message saying so, and stores nothing', async () => {
    const ancient = await post(weeklyNewYork({ startTime: '0001-01-01T09:00:00Z', endTime: '0001-01-01T10:00:00Z' }));
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json()).toMatchObject({
      fields: { startTime: 'Start time must be between 1900 and 2200', endTime: 'End time must be between 1900 and 2200' },
    });
    const farUntil = await post(weeklyNewYork({ recurrence: { frequency: 'daily', until: '2300-01-01' } }));
    expect(farUntil.statusCode).toBe(400);
    expect(farUntil.json()).toMatchObject({ fields: { 'recurrence.until': 'End date must be between 1900 and 2200' } });
    expect((await get('/api/events?from=1800-01-01T00:00:00Z&to=1800-02-01T00:00:00Z')).json()).toMatchObject({
      fields: { from: 'from must be between 1900 and 2200' },
    });
    expect(await getJson<CalendarEvent[]>(t.app, parent, '/api/events')).toEqual([]);
  });

  it('refuses to expand more than 400 days at once', async () => {
    const response = await get('/api/events?from=2030-01-01T00:00:00Z&to=2031-02-06T00:00:00Z');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { to: 'The range can be at most 400 days' } });
  });

  it('shows a daily event begun in 1900 on the right days of 2030', async () => {
    await postEvent(
      t.app,
      parent,
      eventPayload({ startTime: '1900-01-01T09:00:00Z', endTime: '1900-01-01T09:30:00Z', recurrence: { frequency: 'daily', interval: 3 } }),
    );
    const days = (await getJson<CalendarEvent[]>(t.app, parent, '/api/events?from=2030-03-01T00:00:00Z&to=2030-03-10T00:00:00Z')).map(
      (e) => e.startTime,
    );
    // 2030-03-01 is 47,541 days (a multiple of 3) after 1900-01-01.
    expect(days).toEqual(['2030-03-01T09:00:00.000Z', '2030-03-04T09:00:00.000Z', '2030-03-07T09:00:00.000Z']);
  });

  const seriesRow = (recurrence: object) => ({
    id: randomUUID(),
    familyId: parent.user.familyId,
    title: 'Lesson',
    startTime: '2020-01-06T16:00:00.000Z',
    endTime: '2020-01-06T17:00:00.000Z',
    eventType: 'activity' as const,
    allDay: 0,
    timeZone: 'UTC',
    recurrence: JSON.stringify(recurrence),
    createdBy: parent.user.id,
    createdAt: '2020-01-01T00:00:00.000Z',
  });

  it(`refuses a repeating event beyond ${MAX_ACTIVE_SERIES_PER_FAMILY} that are still going on; ended ones do not count`, async () => {
    const going = Array.from({ length: MAX_ACTIVE_SERIES_PER_FAMILY - 1 }, () => seriesRow({ frequency: 'weekly', interval: 1 }));
    const ended = Array.from({ length: 5 }, () => seriesRow({ frequency: 'weekly', interval: 1, until: '2021-01-01' }));
    await t.db.kysely
      .insertInto('events')
      .values([...going, ...ended])
      .execute();

    await postEvent(t.app, parent, weeklyNewYork());
    const refused = await post(weeklyNewYork({ title: 'One too many' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: RECURRENCE_MESSAGES.tooManySeries });
    // A single event is still welcome, and cannot be turned into a repeating one.
    const single = await postEvent(t.app, parent, eventPayload({ title: 'Dentist' }));
    const turned = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${single.seriesId}`,
      headers: { cookie: parent.cookie },
      payload: { recurrence: { frequency: 'weekly' } },
    });
    expect(turned.statusCode).toBe(409);
    const titles = (await getJson<CalendarEvent[]>(t.app, parent, '/api/events?from=2030-03-01T00:00:00Z&to=2030-03-08T00:00:00Z')).map(
      (e) => e.title,
    );
    expect(titles).not.toContain('One too many');
  });

  it('lets only one of several repeating events sent at once take the last place', async () => {
    const going = Array.from({ length: MAX_ACTIVE_SERIES_PER_FAMILY - 1 }, () => seriesRow({ frequency: 'weekly', interval: 1 }));
    await t.db.kysely.insertInto('events').values(going).execute();
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => post(weeklyNewYork({ title: `Race ${i}` }))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const series = await t.db.kysely
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('familyId', '=', parent.user.familyId)
      .where('recurrence', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(series.n)).toBe(MAX_ACTIVE_SERIES_PER_FAMILY);
  });
});
