import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/custody/calendar-dates.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { CurrentCheckIn, ExchangeCheckIns } from '../../../common/schemas/check-ins.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { seedAgreedSchedule } from '../../testing/custody.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { useSockets } from '../../testing/ws-client.js';

const today = () => new Date().toISOString().slice(0, 10);
/** The handover at 17:00 UTC on `date`: with a one-day custom sequence, every day has one. */
const handoverOn = (offsetDays: number) => `${addDays(today(), offsetDays)}T17:00:00.000Z`;

describe.each(TEST_DIALECTS)('handover check-ins (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  const { connect } = useSockets(t);

  const daily = () =>
    seedAgreedSchedule(t.db, {
      proposer: f.owner,
      accepter: f.coParent,
      schedule: {
        pattern: 'custom',
        customSequence: ['first', 'second'],
        startDate: addDays(today(), -30),
        exchangeTime: '17:00',
        firstParentId: f.owner.user.id,
        timeZone: 'UTC',
      },
      effectiveFrom: addDays(today(), -30),
    });
  const put = (parent: SignedInParent, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/check-ins', headers: { cookie: parent.cookie }, payload });

  it('records each parent once, lets them correct it (audited), and the co-parent sees it live', async () => {
    await daily();
    const exchangeAt = handoverOn(-1);
    const coParentSocket = await connect(f.coParent);
    const first = await put(f.owner, { exchangeAt, status: 'on_time' });
    expect(first.statusCode, first.body).toBe(201);
    const seen = await coParentSocket.next((frame) => frame.type === 'checkins.changed');
    expect(seen.frame).toMatchObject({ payload: { exchangeAt } });

    const corrected = await put(f.owner, { exchangeAt, status: 'late', minutesLate: 15, note: '  Traffic on the bridge ' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const second = await put(f.coParent, { exchangeAt, status: 'late', minutesLate: 20 });
    expect(second.statusCode).toBe(201);

    const view = await getJson<ExchangeCheckIns>(t.app, f.coParent, `/api/check-ins/exchange?at=${encodeURIComponent(exchangeAt)}`);
    expect(view.open).toBe(true);
    expect(view.checkIns.map((c) => [c.userId, c.status, c.minutesLate, c.note])).toEqual([
      [f.owner.user.id, 'late', 15, 'Traffic on the bridge'],
      [f.coParent.user.id, 'late', 20, null],
    ]);
    const rows = await t.db.kysely.selectFrom('exchangeCheckIns').select('id').execute();
    expect(rows).toHaveLength(2);

    const audit = (await getJson<AuditPage>(t.app, f.coParent, '/api/audit?entity=exchange_check_in')).items;
    expect(audit.map((a) => a.action)).toEqual(['checked_in', 'corrected', 'checked_in']);
    expect(audit[1]?.summary).toMatch(/late by 15 minutes \(was on time\)/);
    expect(audit[1]?.before).toMatchObject({ status: 'on_time', minutesLate: null });
  });

  it('shows the latest open handover as current', async () => {
    const none = await getJson<CurrentCheckIn>(t.app, f.owner, '/api/check-ins/current');
    expect(none.current).toBeNull();
    await daily();
    const { current } = await getJson<CurrentCheckIn>(t.app, f.owner, '/api/check-ins/current');
    const latestPast = Date.now() >= Date.parse(handoverOn(0)) - 30 * 60_000 ? handoverOn(0) : handoverOn(-1);
    expect(current?.exchange.at).toBe(latestPast);
    expect(current?.open).toBe(true);
  });

  it('refuses future, closed and unknown handovers, and bad input, with clear messages', async () => {
    await daily();
    const future = await put(f.owner, { exchangeAt: handoverOn(1), status: 'on_time' });
    expect(future.statusCode).toBe(409);
    expect(future.json()).toMatchObject({ message: 'A check-in opens 30 minutes before the handover' });
    const closed = await put(f.owner, { exchangeAt: handoverOn(-9), status: 'missed' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: 'Check-ins close 7 days after the handover' });
    const unknown = await put(f.owner, { exchangeAt: `${addDays(today(), -1)}T09:00:00.000Z`, status: 'on_time' });
    expect(unknown.statusCode).toBe(404);

    const cases: [Record<string, unknown>, string][] = [
      [{ exchangeAt: 'yesterday', status: 'on_time' }, 'exchangeAt'],
      [{ exchangeAt: handoverOn(-1), status: 'early' }, 'status'],
      [{ exchangeAt: handoverOn(-1), status: 'late' }, 'minutesLate'],
      [{ exchangeAt: handoverOn(-1), status: 'late', minutesLate: 0 }, 'minutesLate'],
      [{ exchangeAt: handoverOn(-1), status: 'on_time', minutesLate: 5 }, 'minutesLate'],
      [{ exchangeAt: handoverOn(-1), status: 'missed', note: 'x'.repeat(281) }, 'note'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(f.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    }
    expect(await t.db.kysely.selectFrom('exchangeCheckIns').select('id').execute()).toEqual([]);
  });

  it('keeps another family out', async () => {
    await daily();
    const exchangeAt = handoverOn(-1);
    await put(f.owner, { exchangeAt, status: 'on_time' });
    const snapshot = () => t.db.kysely.selectFrom('exchangeCheckIns').selectAll().execute();
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: f.intruder,
      request: { method: 'PUT', url: '/api/check-ins', payload: { exchangeAt, status: 'missed' } },
      snapshot,
    });
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: f.intruder,
      request: { method: 'GET', url: `/api/check-ins/exchange?at=${encodeURIComponent(exchangeAt)}` },
      snapshot,
    });
    expect((await getJson<CurrentCheckIn>(t.app, f.intruder, '/api/check-ins/current')).current).toBeNull();
  });
});
