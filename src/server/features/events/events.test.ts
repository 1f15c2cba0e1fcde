import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import { expectRefusedAcrossFamilies, getJson, twoFamilies } from '../../testing/cross-family.js';
import { addChild } from '../../testing/events.js';
import { signUp } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'School pickup',
  startTime: '2030-03-01T15:00:00.000Z',
  endTime: '2030-03-01T15:30:00.000Z',
  eventType: 'custody',
  ...overrides,
});

describe.each(TEST_DIALECTS)('events (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('creates events and lists them by start time for both parents', async () => {
    const { owner, coParent } = await twoFamilies(t.app);
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: owner.cookie }, payload });
    const late = await post(
      event({ title: 'Soccer', startTime: '2030-03-05T16:00:00+02:00', endTime: '2030-03-05T17:00:00+02:00', eventType: 'activity' }),
    );
    const early = await post(event({ assignedParent: coParent.user.id, location: 'School gate' }));
    expect(late.statusCode).toBe(201);
    expect(early.statusCode).toBe(201);
    expect(late.json()).toMatchObject({
      title: 'Soccer',
      startTime: '2030-03-05T14:00:00.000Z',
      eventType: 'activity',
      allDay: false,
      createdBy: owner.user.id,
    });
    const seen = await getJson<CalendarEvent[]>(t.app, coParent, '/api/events');
    expect(seen.map((e) => e.title)).toEqual(['School pickup', 'Soccer']);
    expect(seen[0]).toMatchObject({ assignedParent: coParent.user.id, location: 'School gate', childId: null, childName: null });
  });

  it('filters by range', async () => {
    const parent = await signUp(t.app);
    for (const day of ['01', '10', '20']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: parent.cookie },
        payload: event({ title: `Day ${day}`, startTime: `2030-03-${day}T10:00:00Z`, endTime: `2030-03-${day}T11:00:00Z` }),
      });
    }
    const inRange = await getJson<CalendarEvent[]>(t.app, parent, '/api/events?from=2030-03-05T00:00:00Z&to=2030-03-15T00:00:00Z');
    expect(inRange.map((e) => e.title)).toEqual(['Day 10']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/events?from=yesterday', headers: { cookie: parent.cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an end before the start, an unknown type and a missing title, writing nothing', async () => {
    const parent = await signUp(t.app);
    const cases: [object, string, string][] = [
      [event({ endTime: '2030-03-01T14:00:00Z' }), 'endTime', 'End time must be after start time'],
      [event({ eventType: 'party' }), 'eventType', 'Event type must be one of custody, appointment, school, activity'],
      [event({ title: '   ' }), 'title', 'Title is required'],
      [event({ startTime: 'tomorrow' }), 'startTime', 'Start time must be a date and time (ISO 8601)'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: parent.cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect(await getJson(t.app, parent, '/api/events')).toEqual([]);
  });

  it("never shows or links another family's records", async () => {
    const { owner, intruder } = await twoFamilies(t.app);
    await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: owner.cookie }, payload: event() });
    expect(await getJson(t.app, intruder, '/api/events')).toEqual([]);
    await addChild(t.db, owner.user.familyId, 'child-of-owner', 'Emma');
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: intruder.cookie },
      payload: event({ childId: 'child-of-owner' }),
    });
    expect(linked.statusCode).toBe(400);
    const assigned = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: intruder.cookie },
      payload: event({ assignedParent: owner.user.id }),
    });
    expect(assigned.statusCode).toBe(400);
    expect(await getJson(t.app, intruder, '/api/events')).toEqual([]);
    expect(await getJson(t.app, intruder, '/api/children')).toEqual([]);
    const own = await getJson<{ name: string; age: number }[]>(t.app, owner, '/api/children');
    expect(own).toEqual([expect.objectContaining({ name: 'Emma', age: expect.any(Number) })]);
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder,
      request: { method: 'DELETE', url: '/api/family/invitations/child-of-owner' },
      snapshot: () => getJson(t.app, owner, '/api/events'),
    });
  });

  it('lists conversations (none until messaging starts)', async () => {
    const parent = await signUp(t.app);
    expect(await getJson(t.app, parent, '/api/conversations')).toEqual([]);
  });
});
