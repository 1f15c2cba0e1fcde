import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { eventPayload, postEvent } from '../../testing/events.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { EVENT_MESSAGES } from './event-messages.js';
import { archiveEventRequest, auditOf, DAY, HOUR, iso, notificationsOf, patchEvent } from '../../testing/events.js';

describe.each(TEST_DIALECTS)('the past of the calendar is not rewritten (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  const now = Date.now();
  const between = (fromMs: number, toMs: number) =>
    getJson<CalendarEvent[]>(t.app, f.owner, `/api/events?from=${iso(fromMs)}&to=${iso(toMs)}`);
  const storedRow = (id: string) => t.db.kysely.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  /** Daily at the same time, the first occurrence `daysAgo` days ago and two hours before now (so today's has ended). */
  const dailySince = (daysAgo: number, overrides: Record<string, unknown> = {}) =>
    postEvent(
      t.app,
      f.owner,
      eventPayload({
        title: 'Swim practice',
        eventType: 'activity',
        startTime: iso(now - daysAgo * DAY - 2 * HOUR),
        endTime: iso(now - daysAgo * DAY - HOUR),
        recurrence: { frequency: 'daily' },
        ...overrides,
      }),
    );

  it('refuses to change or archive an event that has ended (409), writing nothing and telling no one', async () => {
    const past = await postEvent(t.app, f.owner, eventPayload({ startTime: iso(now - 3 * DAY), endTime: iso(now - 3 * DAY + HOUR) }));
    const over = await dailySince(5, { recurrence: { frequency: 'daily', count: 2 } });
    const rows = { past: await storedRow(past.id), over: await storedRow(over.id) };
    for (const [event, message] of [
      [past, EVENT_MESSAGES.pastEvent],
      [over, EVENT_MESSAGES.pastSeries],
    ] as const) {
      for (const response of [
        await patchEvent(t.app, f.coParent, event.id, { title: 'Rewritten' }),
        await patchEvent(t.app, f.owner, event.id, { startTime: iso(now + DAY), endTime: iso(now + DAY + HOUR) }),
        await archiveEventRequest(t.app, f.coParent, event.id),
      ]) {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().message).toBe(message);
      }
    }
    expect({ past: await storedRow(past.id), over: await storedRow(over.id) }).toEqual(rows);
    expect((await auditOf(t.app, f.owner, 'event', past.id)).map((e) => e.action)).toEqual(['created']);
    expect((await auditOf(t.app, f.owner, 'event', over.id)).map((e) => e.action)).toEqual(['created']);
    expect(await notificationsOf(t.app, f.owner)).toEqual([]);
    expect((await between(now - 6 * DAY, now)).map((e) => e.title)).toEqual(['Swim practice', 'Swim practice', 'School pickup']);
  });

  it('still lets an event under way be changed and archived', async () => {
    const running = await postEvent(t.app, f.owner, eventPayload({ startTime: iso(now - HOUR), endTime: iso(now + HOUR) }));
    expect((await patchEvent(t.app, f.coParent, running.id, { location: 'Side gate' })).statusCode).toBe(200);
    expect((await archiveEventRequest(t.app, f.coParent, running.id)).statusCode).toBe(204);
    expect(await between(now - DAY, now + DAY)).toEqual([]);
  });

  it('ends a started repeating event after its last past occurrence instead of archiving it', async () => {
    const swim = await dailySince(3);
    const pastStarts = [3, 2, 1, 0].map((d) => iso(now - d * DAY - 2 * HOUR));
    const archived = await archiveEventRequest(t.app, f.coParent, swim.id);
    expect(archived.statusCode, archived.body).toBe(204);

    const left = await between(now - 10 * DAY, now + 10 * DAY);
    expect(left.map((e) => e.startTime)).toEqual(pastStarts);
    expect(left.every((e) => e.seriesId === swim.id && e.title === 'Swim practice')).toBe(true);
    const row = await storedRow(swim.id);
    expect(row).toMatchObject({ archivedAt: null, startTime: swim.startTime });
    const lastDay = pastStarts[3]?.slice(0, 10);
    expect(JSON.parse(row?.recurrence ?? '{}')).toEqual({ frequency: 'daily', interval: 1, until: lastDay });

    const [entry] = await auditOf(t.app, f.owner, 'event', swim.id);
    expect(entry).toMatchObject({
      action: 'ended',
      actorId: f.coParent.user.id,
      before: { recurrence: { frequency: 'daily', interval: 1 } },
      after: { recurrence: { frequency: 'daily', interval: 1, until: lastDay } },
    });
    expect(entry?.summary).toMatch(
      /^Ended the repeating event 'Swim practice' \(.+\) after .+; the occurrences that already happened are kept$/,
    );
    expect((await notificationsOf(t.app, f.owner)).map((n) => n.title)).toEqual(['Your repeating event was ended']);
    // Now every occurrence is past: nothing more to end.
    const again = await archiveEventRequest(t.app, f.coParent, swim.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EVENT_MESSAGES.pastSeries);
  });

  it('changes a started repeating event from its next occurrence on, keeping the past occurrences as they were', async () => {
    const swim = await dailySince(3, { recurrence: { frequency: 'daily', count: 7 } });
    const response = await patchEvent(t.app, f.coParent, swim.id, { title: 'Swim lesson', location: 'Pool' });
    expect(response.statusCode, response.body).toBe(200);
    const continued = response.json<CalendarEvent>();
    expect(continued).toMatchObject({
      title: 'Swim lesson',
      location: 'Pool',
      startTime: iso(now + DAY - 2 * HOUR),
      recurrence: { frequency: 'daily', interval: 1, count: 3 },
      createdBy: f.owner.user.id,
    });
    expect(continued.seriesId).not.toBe(swim.id);

    const all = await between(now - 10 * DAY, now + 10 * DAY);
    expect(all.map((e) => [e.title, e.seriesId])).toEqual([
      ...Array.from({ length: 4 }, () => ['Swim practice', swim.id]),
      ...Array.from({ length: 3 }, () => ['Swim lesson', continued.seriesId]),
    ]);
    expect(all.map((e) => e.startTime)).toEqual(Array.from({ length: 7 }, (_, i) => iso(now - (3 - i) * DAY - 2 * HOUR)));

    const [entry] = await auditOf(t.app, f.owner, 'event', swim.id);
    expect(entry).toMatchObject({
      action: 'updated',
      actorId: f.coParent.user.id,
      before: { title: 'Swim practice', location: null },
      after: { title: 'Swim lesson', location: 'Pool', continuesAs: continued.seriesId },
    });
    expect(entry?.summary).toMatch(
      /^Changed the repeating event 'Swim practice' \(.+\) from .+ on \(title, location\); the occurrences before stay as they were$/,
    );
    const [notice] = await notificationsOf(t.app, f.owner);
    expect(notice).toMatchObject({ kind: 'event', title: 'Your event was changed', link: '/calendar' });
    expect(notice?.body).toMatch(/^Sam Rivera changed 'Swim practice' \(.+\) from .+ on: title, location\.$/);

    // The continuation has not started: archiving it removes it whole; the past stays.
    expect((await archiveEventRequest(t.app, f.owner, continued.seriesId)).statusCode).toBe(204);
    expect((await between(now - 10 * DAY, now + 10 * DAY)).map((e) => e.title)).toEqual(Array.from({ length: 4 }, () => 'Swim practice'));
  });

  it('refuses a change to a started series that would touch only the past', async () => {
    const swim = await dailySince(3);
    const before = await storedRow(swim.id);
    const response = await patchEvent(t.app, f.owner, swim.id, { recurrence: { frequency: 'daily', count: 2 } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EVENT_MESSAGES.changeOnlyPast);
    expect(await storedRow(swim.id)).toEqual(before);
    expect((await auditOf(t.app, f.owner, 'event', swim.id)).map((e) => e.action)).toEqual(['created']);
  });
});
