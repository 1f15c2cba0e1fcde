import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { addChild, eventPayload, postEvent, weeklyNewYork } from '../../testing/events.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const MARCH = '?from=2030-03-01T00:00:00Z&to=2030-04-01T00:00:00Z';

describe.each(TEST_DIALECTS)('changing events (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  const patch = (id: string, payload: object, cookie = f.owner.cookie) =>
    t.app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: { cookie }, payload });
  const march = () => getJson<CalendarEvent[]>(t.app, f.owner, `/api/events${MARCH}`);

  it('moves every occurrence when the series changes, for both parents', async () => {
    const series = await postEvent(t.app, f.owner, weeklyNewYork());
    const moved = await patch(
      series.seriesId,
      { startTime: '2030-03-04T10:00:00-05:00', endTime: '2030-03-04T11:30:00-05:00', title: 'Swim lesson' },
      f.coParent.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: series.seriesId,
      title: 'Swim lesson',
      startTime: '2030-03-04T15:00:00.000Z',
      isRecurring: true,
    });
    const occurrences = await march();
    expect(occurrences.map((e) => e.startTime)).toEqual([
      '2030-03-04T15:00:00.000Z',
      '2030-03-11T14:00:00.000Z',
      '2030-03-18T14:00:00.000Z',
      '2030-03-25T14:00:00.000Z',
    ]);
    expect(occurrences.every((e) => e.title === 'Swim lesson' && Date.parse(e.endTime) - Date.parse(e.startTime) === 90 * 60_000)).toBe(
      true,
    );
  });

  it('changes the rule, the zone and the details; an occurrence id names its series; null clears a field', async () => {
    const series = await postEvent(t.app, f.owner, weeklyNewYork({ location: 'Pool', assignedParent: 'both' }));
    await addChild(t.db, f.owner.user.familyId, 'emma', 'Emma');
    const [first] = await march();
    const changed = await patch(first?.id ?? '', {
      recurrence: { frequency: 'weekly', count: 2 },
      childId: 'emma',
      location: null,
      assignedParent: f.coParent.user.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      childName: 'Emma',
      location: null,
      assignedParent: f.coParent.user.id,
      recurrence: { count: 2 },
    });
    expect(await march()).toHaveLength(2);
    // The same wall time in Paris instead of New York.
    await patch(series.seriesId, {
      timeZone: 'Europe/Paris',
      startTime: '2030-03-04T09:00:00+01:00',
      endTime: '2030-03-04T10:00:00+01:00',
    });
    expect((await march()).map((e) => e.startTime)).toEqual(['2030-03-04T08:00:00.000Z', '2030-03-11T08:00:00.000Z']);
    const single = await patch(series.seriesId, { recurrence: null });
    expect(single.json()).toMatchObject({ isRecurring: false, recurrence: null, id: series.seriesId });
    expect((await march()).map((e) => e.id)).toEqual([series.seriesId]);
  });

  it('checks the merged event and refuses bad changes, changing nothing', async () => {
    const series = await postEvent(t.app, f.owner, weeklyNewYork());
    const before = await march();
    const cases: [object, string, string][] = [
      [{ endTime: '2030-03-04T13:00:00Z' }, 'endTime', 'End time must be after start time'],
      [{ startTime: '2030-03-04T16:00:00Z' }, 'endTime', 'End time must be after start time'],
      [{ title: '' }, 'title', 'Title is required'],
      [{ eventType: 'party' }, 'eventType', 'Event type must be one of custody, appointment, school, activity'],
      [
        { recurrence: { frequency: 'weekly', until: '2030-03-01' } },
        'recurrence.until',
        'The repetition ends before the event first happens',
      ],
      [{ timeZone: 'Nowhere' }, 'timeZone', 'Time zone must be a name such as Europe/Paris'],
      [{ childId: 'no-such-child' }, 'childId', 'Choose one of your children'],
      [{ assignedParent: f.intruder.user.id }, 'assignedParent', 'Unknown parent'],
      [{ colour: 'red' }, 'colour', "Unknown field 'colour'"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patch(series.seriesId, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields[field], field).toBe(message);
    }
    expect(await march()).toEqual(before);
    expect((await patch('no-such-event', { title: 'x' })).statusCode).toBe(404);
  });

  it('archives the whole series (a series that has not started): gone from the calendar, kept in the database', async () => {
    const series = await postEvent(t.app, f.owner, weeklyNewYork());
    const kept = await postEvent(t.app, f.owner, eventPayload({ startTime: '2030-03-02T10:00:00Z', endTime: '2030-03-02T11:00:00Z' }));
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/events/${series.seriesId}`, headers: { cookie: f.coParent.cookie } });
    expect(gone.statusCode).toBe(204);
    expect((await march()).map((e) => e.id)).toEqual([kept.id]);
    const row = await t.db.kysely.selectFrom('events').selectAll().where('id', '=', series.seriesId).executeTakeFirst();
    expect(row).toMatchObject({ title: 'Swim practice', archivedBy: f.coParent.user.id, archivedAt: expect.any(String) });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/events/${series.seriesId}`, headers: { cookie: f.owner.cookie } });
    expect(again.statusCode).toBe(404);
  });

  it("refuses another family's events on every route, changing nothing", async () => {
    const series = await postEvent(t.app, f.owner, weeklyNewYork());
    const snapshot = () => march();
    for (const request of [
      { method: 'PATCH' as const, url: `/api/events/${series.seriesId}`, payload: { title: 'Mine now' } },
      {
        method: 'PATCH' as const,
        url: `/api/events/${series.seriesId}:2030-03-11T13:00:00.000Z`,
        payload: { startTime: '2030-03-04T16:00:00Z', endTime: '2030-03-04T17:00:00Z' },
      },
      { method: 'DELETE' as const, url: `/api/events/${series.seriesId}` },
      { method: 'GET' as const, url: `/api/events/${series.seriesId}/ics` },
    ]) {
      await expectRefusedAcrossFamilies({ app: t.app, intruder: f.intruder, request, snapshot });
    }
    expect(await getJson(t.app, f.intruder, `/api/events${MARCH}`)).toEqual([]);
  });
});
