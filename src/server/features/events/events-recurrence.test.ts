import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import { getJson } from '../../testing/cross-family.js';
import { eventPayload, postEvent, weeklyNewYork } from '../../testing/events.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const DAY_MS = 86_400_000;

describe.each(TEST_DIALECTS)('recurring events (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let parent: SignedInParent;
  beforeEach(async () => {
    parent = await signUp(t.app);
  });
  const list = (query: string) => getJson<CalendarEvent[]>(t.app, parent, `/api/events${query}`);

  it('stores the series and expands it at 09:00 New York time across the daylight-saving change', async () => {
    const created = await postEvent(t.app, parent, weeklyNewYork());
    expect(created).toMatchObject({
      id: created.seriesId,
      startTime: '2030-03-04T14:00:00.000Z',
      timeZone: 'America/New_York',
      recurrence: { frequency: 'weekly', interval: 1 },
      isRecurring: true,
    });
    const march = await list('?from=2030-03-01T00:00:00Z&to=2030-03-20T00:00:00Z');
    expect(march.map((e) => [e.startTime, e.endTime])).toEqual([
      ['2030-03-04T14:00:00.000Z', '2030-03-04T15:00:00.000Z'],
      ['2030-03-11T13:00:00.000Z', '2030-03-11T14:00:00.000Z'],
      ['2030-03-18T13:00:00.000Z', '2030-03-18T14:00:00.000Z'],
    ]);
    expect(march.map((e) => e.id)).toEqual(march.map((e) => `${created.seriesId}:${e.startTime}`));
    expect(march.every((e) => e.seriesId === created.seriesId && e.isRecurring && e.title === 'Swim practice')).toBe(true);
  });

  it('ends on the until date or after the count, and mixes occurrences with single events by start', async () => {
    await postEvent(t.app, parent, weeklyNewYork({ title: 'Until', recurrence: { frequency: 'weekly', until: '2030-03-18' } }));
    await postEvent(
      t.app,
      parent,
      weeklyNewYork({ title: 'Count', startTime: '2030-03-04T08:00:00-05:00', recurrence: { frequency: 'daily', interval: 2, count: 3 } }),
    );
    await postEvent(t.app, parent, eventPayload({ title: 'Single', startTime: '2030-03-05T12:00:00Z', endTime: '2030-03-05T13:00:00Z' }));
    const all = await list('?from=2030-01-01T00:00:00Z&to=2031-01-01T00:00:00Z');
    expect(all.map((e) => `${e.title} ${e.startTime.slice(0, 10)}`)).toEqual([
      'Count 2030-03-04',
      'Until 2030-03-04',
      'Single 2030-03-05',
      'Count 2030-03-06',
      'Count 2030-03-08',
      'Until 2030-03-11',
      'Until 2030-03-18',
    ]);
  });

  it('lists only the occurrences inside the range', async () => {
    await postEvent(t.app, parent, weeklyNewYork({ recurrence: { frequency: 'weekly', byWeekday: ['MO', 'WE'] } }));
    const days = (await list('?from=2030-04-02T00:00:00Z&to=2030-04-12T00:00:00Z')).map((e) => e.startTime.slice(0, 10));
    expect(days).toEqual(['2030-04-03', '2030-04-08', '2030-04-10']);
    expect(await list('?from=2030-01-01T00:00:00Z&to=2030-03-04T13:59:59Z')).toEqual([]);
  });

  it('starts a weekly series on its first chosen weekday, keeping the local time', async () => {
    // Saturday 2030-03-09 09:00 EST, repeating on Mondays: first Monday 11 March 09:00 EDT.
    const created = await postEvent(
      t.app,
      parent,
      weeklyNewYork({
        startTime: '2030-03-09T09:00:00-05:00',
        endTime: '2030-03-09T10:30:00-05:00',
        recurrence: { frequency: 'weekly', byWeekday: ['MO'] },
      }),
    );
    expect(created).toMatchObject({ startTime: '2030-03-11T13:00:00.000Z', endTime: '2030-03-11T14:30:00.000Z' });
  });

  it('without a range, expands from a month ago to a year ahead so the dashboard sees what comes next', async () => {
    const now = Date.now();
    const start = new Date(now - 100 * DAY_MS);
    start.setUTCHours(10, 0, 0, 0);
    await postEvent(
      t.app,
      parent,
      eventPayload({
        title: 'Weekly',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3_600_000).toISOString(),
        recurrence: { frequency: 'weekly' },
      }),
    );
    const events = await list('');
    const starts = events.map((e) => Date.parse(e.startTime));
    expect(Math.min(...starts)).toBeGreaterThan(now - 32 * DAY_MS);
    expect(Math.max(...starts)).toBeLessThan(now + 367 * DAY_MS);
    expect(events.length).toBeGreaterThanOrEqual(56);
    const upcoming = events.filter((e) => Date.parse(e.startTime) > now).slice(0, 5);
    expect(upcoming).toHaveLength(5);
  });

  it('refuses a bad rule with a message for the field at fault, writing nothing', async () => {
    const cases: [object, string, string][] = [
      [
        weeklyNewYork({ recurrence: { frequency: 'weekly', until: '2030-04-01', count: 3 } }),
        'recurrence.count',
        'Choose either an end date or a number of occurrences, not both',
      ],
      [
        weeklyNewYork({ recurrence: { frequency: 'daily', byWeekday: ['MO'] } }),
        'recurrence.byWeekday',
        'Days of the week can only be chosen for a weekly event',
      ],
      [weeklyNewYork({ recurrence: { frequency: 'yearly' } }), 'recurrence.frequency', 'Repeat must be daily, weekly or monthly'],
      [weeklyNewYork({ recurrence: { frequency: 'weekly', interval: 0 } }), 'recurrence.interval', 'Repeat every must be at least 1'],
      [weeklyNewYork({ recurrence: { frequency: 'weekly', interval: 31 } }), 'recurrence.interval', 'Repeat every must be at most 30'],
      [weeklyNewYork({ recurrence: { frequency: 'weekly', count: 731 } }), 'recurrence.count', 'Number of occurrences must be at most 730'],
      [
        weeklyNewYork({ recurrence: { frequency: 'weekly', byWeekday: ['XX'] } }),
        'recurrence.byWeekday.0',
        'Days of the week must be MO, TU, WE, TH, FR, SA or SU',
      ],
      [
        weeklyNewYork({ recurrence: { frequency: 'weekly', until: '31/03/2030' } }),
        'recurrence.until',
        'End date must be a date (YYYY-MM-DD)',
      ],
      [
        weeklyNewYork({ recurrence: { frequency: 'weekly', until: '2030-03-01' } }),
        'recurrence.until',
        'The repetition ends before the event first happens',
      ],
      [weeklyNewYork({ recurrence: { frequency: 'weekly', every: 2 } }), 'every', "Unknown field 'every'"],
      [weeklyNewYork({ timeZone: 'Mars/Olympus' }), 'timeZone', 'Time zone must be a name such as Europe/Paris'],
      [weeklyNewYork({ endTime: '2030-03-04T08:00:00-05:00' }), 'endTime', 'End time must be after start time'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: parent.cookie }, payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields, field).toMatchObject({ [field]: message });
    }
    expect(await list('?from=2030-01-01T00:00:00Z&to=2031-01-01T00:00:00Z')).toEqual([]);
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/events?from=2030-03-02T00:00:00Z&to=2030-03-01T00:00:00Z',
      headers: { cookie: parent.cookie },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.to).toBe("'to' must be after 'from'");
  });
});
