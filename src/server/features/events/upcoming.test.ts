import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/custody/calendar-dates.js';
import type { UpcomingItem } from '../../../common/schemas/events.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { agreeSchedule } from '../../testing/custody.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const today = new Date().toISOString().slice(0, 10);
const at = (days: number, time: string) => `${addDays(today, days)}T${time}:00.000Z`;

describe.each(TEST_DIALECTS)('upcoming events and handovers (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const addEvent = async (parent: SignedInParent, title: string, startTime: string, eventType = 'activity') => {
    const endTime = new Date(Date.parse(startTime) + 3_600_000).toISOString();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: parent.cookie },
      payload: { title, startTime, endTime, eventType },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const upcoming = (parent: SignedInParent) => getJson<UpcomingItem[]>(t.app, parent, '/api/events/upcoming');

  it('lists coming events and the custody handovers together, soonest first, at most 5, for both parents', async () => {
    await addEvent(f.owner, 'Last week', at(-7, '10:00'));
    await addEvent(f.owner, 'Dentist', at(2, '10:00'), 'appointment');
    await addEvent(f.coParent, 'Recital', at(10, '17:00'));
    // Without a schedule: the events only.
    expect((await upcoming(f.coParent)).map((i) => i.title)).toEqual(['Dentist', 'Recital']);

    // Alternating weeks from tomorrow, the owner first: handovers a week apart at 18:00 UTC, the first to the co-parent.
    await agreeSchedule(t.app, f.owner, f.coParent, {
      pattern: 'alternating_weeks',
      startDate: addDays(today, 1),
      exchangeTime: '18:00',
      firstParentId: f.owner.user.id,
      timeZone: 'UTC',
    });
    for (const parent of [f.owner, f.coParent]) {
      const items = await upcoming(parent);
      expect(items.map((i) => [i.kind, i.title, i.eventType, i.startTime])).toEqual([
        ['event', 'Dentist', 'appointment', at(2, '10:00')],
        ['handover', 'Handover to Sam Rivera', 'custody', at(8, '18:00')],
        ['event', 'Recital', 'activity', at(10, '17:00')],
        ['handover', 'Handover to Alex Rivera', 'custody', at(15, '18:00')],
        ['handover', 'Handover to Sam Rivera', 'custody', at(22, '18:00')],
      ]);
      expect(items[1]).toEqual({
        id: `handover-${addDays(today, 8)}`,
        kind: 'handover',
        title: 'Handover to Sam Rivera',
        startTime: at(8, '18:00'),
        eventType: 'custody',
        childId: null,
        childName: null,
      });
    }
    // Another family's are never listed.
    expect(await upcoming(f.intruder)).toEqual([]);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/events/upcoming' });
    expect(signedOut.statusCode).toBe(401);
  });
});
