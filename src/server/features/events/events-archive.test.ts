import { describe, expect, it } from 'vitest';
import type { CalendarEvent, CalendarFeed } from '../../../common/schemas/events.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { eventPayload, postEvent } from '../../testing/events.js';
import { parseCalendar } from '../../testing/parse-ical.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { openSocket, wsUrl } from '../../testing/ws-client.js';
import { archiveEventRequest, auditOf, notificationsOf, patchEvent } from '../../testing/events.js';

const MARCH = '?from=2030-03-01T00:00:00Z&to=2030-04-01T00:00:00Z';

describe.each(TEST_DIALECTS)('archiving events and changes to the other parent’s events (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  const titles = async (query = '') => (await getJson<CalendarEvent[]>(t.app, f.owner, `/api/events${query}`)).map((e) => e.title);
  const storedRow = (id: string) => t.db.kysely.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();

  it('archives instead of deleting: gone from the calendar, the dashboard and the feeds, kept with who and when', async () => {
    const pickup = await postEvent(t.app, f.owner, eventPayload());
    await postEvent(t.app, f.owner, eventPayload({ title: 'Dentist', startTime: '2030-03-02T10:00:00Z', endTime: '2030-03-02T11:00:00Z' }));
    const feedResponse = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feeds',
      headers: { cookie: f.owner.cookie },
      payload: {},
    });
    const feedPath = new URL(feedResponse.json<CalendarFeed>().url).pathname;

    const archived = await archiveEventRequest(t.app, f.coParent, pickup.id);
    expect(archived.statusCode, archived.body).toBe(204);

    expect(await titles()).toEqual(['Dentist']);
    expect(await titles(MARCH)).toEqual(['Dentist']);
    const feed = parseCalendar((await t.app.inject({ method: 'GET', url: feedPath })).body);
    expect(feed.events.map((e) => e.summary)).toEqual(['Dentist']);
    const ics = await t.app.inject({ method: 'GET', url: `/api/events/${pickup.id}/ics`, headers: { cookie: f.owner.cookie } });
    expect(ics.statusCode).toBe(404);
    expect((await patchEvent(t.app, f.owner, pickup.id, { title: 'Back' })).statusCode).toBe(404);
    expect((await archiveEventRequest(t.app, f.owner, pickup.id)).statusCode).toBe(404);

    const row = await storedRow(pickup.id);
    expect(row).toMatchObject({ title: 'School pickup', archivedBy: f.coParent.user.id, archivedAt: expect.any(String) });
    expect(Date.now() - Date.parse(row?.archivedAt ?? '')).toBeLessThan(60_000);

    const [entry, created] = await auditOf(t.app, f.owner, 'event', pickup.id);
    expect(entry).toMatchObject({
      action: 'archived',
      actorId: f.coParent.user.id,
      actorName: 'Sam Rivera',
      summary: "Archived the event 'School pickup' (Fri 1 Mar 2030)",
      before: { title: 'School pickup', startTime: '2030-03-01T15:00:00.000Z', eventType: 'custody', recurrence: null },
      after: null,
    });
    expect(created).toMatchObject({ action: 'created', actorId: f.owner.user.id, before: null, after: { title: 'School pickup' } });
    expect((await notificationsOf(t.app, f.owner)).map((n) => [n.kind, n.title, n.body, n.link])).toEqual([
      ['event', 'Your event was archived', "Sam Rivera archived 'School pickup' (Fri 1 Mar 2030).", '/calendar'],
    ]);
  });

  it('tells the author when the other parent changes their event, never the one who changed it, with before and after', async () => {
    const pickup = await postEvent(t.app, f.owner, eventPayload({ assignedParent: f.owner.user.id }));
    const changed = await patchEvent(t.app, f.coParent, pickup.id, { title: 'Pickup at the gym', location: 'Gym', assignedParent: 'both' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: pickup.id, title: 'Pickup at the gym', location: 'Gym' });

    expect((await notificationsOf(t.app, f.owner)).map((n) => [n.kind, n.title, n.body, n.link])).toEqual([
      [
        'event',
        'Your event was changed',
        "Sam Rivera changed 'School pickup' (Fri 1 Mar 2030): title, assigned parent, location.",
        '/calendar',
      ],
    ]);
    expect(await notificationsOf(t.app, f.coParent)).toEqual([]);

    // The author's own changes, and a change that changes nothing, notify nobody; nothing-changed writes no audit entry.
    expect((await patchEvent(t.app, f.owner, pickup.id, { description: 'Gate B' })).statusCode).toBe(200);
    expect((await patchEvent(t.app, f.coParent, pickup.id, { title: 'Pickup at the gym' })).statusCode).toBe(200);
    expect(await notificationsOf(t.app, f.owner)).toHaveLength(1);
    expect(await notificationsOf(t.app, f.coParent)).toEqual([]);

    const entries = await auditOf(t.app, f.coParent, 'event', pickup.id);
    expect(entries.map((e) => [e.action, e.actorName])).toEqual([
      ['updated', 'Alex Rivera'],
      ['updated', 'Sam Rivera'],
      ['created', 'Alex Rivera'],
    ]);
    expect(entries[1]).toMatchObject({
      summary: "Changed the event 'School pickup' (Fri 1 Mar 2030): title, assigned parent, location",
      before: { title: 'School pickup', assignedParent: 'Alex Rivera', location: null },
      after: { title: 'Pickup at the gym', assignedParent: 'Both', location: 'Gym' },
    });
    expect(entries[0]).toMatchObject({ before: { description: null }, after: { description: 'Gate B' } });
    expect(entries[2]?.after).toEqual({
      title: 'School pickup',
      startTime: '2030-03-01T15:00:00.000Z',
      endTime: '2030-03-01T15:30:00.000Z',
      allDay: false,
      timeZone: 'UTC',
      eventType: 'custody',
      child: null,
      assignedParent: 'Alex Rivera',
      location: null,
      description: null,
      recurrence: null,
    });
  });

  it('publishes events.changed to the family when an event is archived', async () => {
    const pickup = await postEvent(t.app, f.owner, eventPayload());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await openSocket(wsUrl(t.app), { cookie: f.owner.cookie });
    const intruder = await openSocket(wsUrl(t.app), { cookie: f.intruder.cookie });
    try {
      expect((await archiveEventRequest(t.app, f.coParent, pickup.id)).statusCode).toBe(204);
      await owner.next((frame) => frame.type === 'events.changed');
      await owner.next((frame) => frame.type === 'notification.created');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(intruder.frames.some((x) => x.frame.type === 'events.changed')).toBe(false);
    } finally {
      await owner.close();
      await intruder.close();
    }
  });

  it('refuses to archive or change another family’s event (404), leaving the row and the audit log untouched', async () => {
    const pickup = await postEvent(t.app, f.owner, eventPayload());
    const snapshot = async () => ({ row: await storedRow(pickup.id), audit: await auditOf(t.app, f.owner, 'event', pickup.id) });
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: f.intruder,
      request: { method: 'DELETE', url: `/api/events/${pickup.id}` },
      snapshot,
    });
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: f.intruder,
      request: { method: 'PATCH', url: `/api/events/${pickup.id}`, payload: { title: 'Mine' } },
      snapshot,
    });
    expect(await auditOf(t.app, f.intruder, 'event', pickup.id)).toEqual([]);
  });
});
