import { describe, expect, it } from 'vitest';
import { wallTimeOf } from '../../common/time-zones.js';
import { useDeliveryHarness } from '../testing/delivery-harness.js';
import { added } from '../testing/expenses.js';
import { general, send } from '../testing/messages.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { HELD_DELIVERY_JOB } from './held-delivery.js';

const MINUTE = 60_000;

/**
 * A fixed-offset zone other than UTC where it is 23:xx now (00:xx when that would be UTC itself), so quiet hours
 * from 22:00 to 07:00 hold now and end six to eight hours later, across midnight.
 */
function zoneWhereItIsLateEvening(now: Date): string {
  const hoursAhead = (((23 - now.getUTCHours()) % 24) + 24) % 24 || 1;
  const offset = hoursAhead > 14 ? hoursAhead - 24 : hoursAhead;
  // Etc/GMT names have the sign reversed: Etc/GMT-5 is five hours ahead of UTC.
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

describe.each(TEST_DIALECTS)('delivery by the channel chosen per kind, and quiet hours (%s)', (dialect) => {
  const h = useDeliveryHarness(dialect);

  it('emails a kind set to email without pushing it, pushes a kind set to push without emailing it', async () => {
    await h.setPreferences(h.sam, { channels: { message: 'email', expense: 'push' } });
    await send(h.t.app, h.alex, (await general(h.t.app, h.alex)).id, 'Pickup at 5?');
    expect((await h.mailsToSam()).map((m) => m.headers.get('subject'))).toEqual(['Alex Rivera sent you a message: General']);
    expect(await h.pushesToSam()).toBe(0);

    await added(h.t.app, h.alex, { title: 'Swim lessons', amount: 80 });
    expect(await h.mailsToSam()).toEqual([]);
    expect(await h.pushesToSam()).toBe(1);
  });

  it('sends neither for a kind set to none, while the bell still has it', async () => {
    await h.setPreferences(h.sam, { channels: { message: 'none' } });
    await send(h.t.app, h.alex, (await general(h.t.app, h.alex)).id, 'Running late');
    expect(await h.mailsToSam()).toEqual([]);
    expect(await h.pushesToSam()).toBe(0);
    const bell = await h.bellOf(h.sam);
    expect(bell.items.map((n) => n.kind)).toContain('message');
    expect(bell.unreadCount).toBeGreaterThan(0);
  });

  it('holds email and push in quiet hours across midnight, and delivers once when they end, as the parent then chooses', async () => {
    const now = new Date();
    const timeZone = zoneWhereItIsLateEvening(now);
    await h.setPreferences(h.sam, { quietHours: { on: true, start: '22:00', end: '07:00', timeZone } });
    await send(h.t.app, h.alex, (await general(h.t.app, h.alex)).id, 'Are you awake?');
    await added(h.t.app, h.alex, { title: 'Late-night pharmacy', amount: 12 });
    expect(await h.mailsToSam()).toEqual([]);
    expect(await h.pushesToSam()).toBe(0);
    // The bell has both at once.
    expect((await h.bellOf(h.sam)).items.map((n) => n.kind).sort()).toEqual(['expense', 'message']);

    const held = await h.t.db.kysely.selectFrom('jobs').select(['runAt', 'key']).where('kind', '=', HELD_DELIVERY_JOB).execute();
    expect(held).toHaveLength(2); // one job per notification, though both channels asked
    const end = new Date(held[0]?.runAt ?? '');
    expect(held[1]?.runAt).toBe(end.toISOString());
    expect(new Date(wallTimeOf(end.getTime(), timeZone)).toISOString().slice(11, 16)).toBe('07:00');
    expect(end.getTime() - now.getTime()).toBeGreaterThan(6 * 60 * MINUTE);
    expect(end.getTime() - now.getTime()).toBeLessThanOrEqual(8 * 60 * MINUTE);

    // Meanwhile Sam turns expenses off: checked when the hold ends.
    await h.setPreferences(h.sam, { channels: { expense: 'none' } });
    await h.t.app.services.jobs.runDue(new Date(end.getTime() - MINUTE));
    expect(await h.mailsToSam()).toEqual([]);
    expect(await h.pushesToSam()).toBe(0);
    await h.t.app.services.jobs.runDue(end);
    expect((await h.mailsToSam()).map((m) => m.headers.get('subject'))).toEqual(['Alex Rivera sent you a message: General']);
    expect(await h.pushesToSam()).toBe(1);
    await h.t.app.services.jobs.runDue(new Date(end.getTime() + 120 * MINUTE));
    expect(await h.mailsToSam()).toEqual([]);
    expect(await h.pushesToSam()).toBe(0);
  });

  it('sends at once outside quiet hours', async () => {
    const timeZone = zoneWhereItIsLateEvening(new Date());
    await h.setPreferences(h.sam, { quietHours: { on: true, start: '07:00', end: '22:00', timeZone } });
    await send(h.t.app, h.alex, (await general(h.t.app, h.alex)).id, 'Goodnight');
    expect(await h.mailsToSam()).toHaveLength(1);
    expect(await h.pushesToSam()).toBe(1);
  });
});
