import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../common/custody/calendar-dates.js';
import { scheduleDateLabel } from '../../../common/custody/describe-schedule.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import { SWAP_EXPIRY_REASONS, type ScheduleChange, type SwapRequest } from '../../../common/schemas/custody.js';
import type { LegalReport } from '../../../common/schemas/legal.js';
import type { NotificationList } from '../../../common/schemas/notifications.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { agreeSchedule } from '../../testing/custody.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { SWAP_MESSAGES } from './swap-messages.js';

// Alternating weeks in UTC from tomorrow: the owner has days 0-6 from `start`, the co-parent days 7-13.
const start = addDays(new Date().toISOString().slice(0, 10), 1);
const day = (n: number) => addDays(start, n);
const DAY_MS = 86_400_000;

describe.each(TEST_DIALECTS)('swap requests that can no longer be accepted (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  beforeEach(async () => {
    await agreeSchedule(t.app, f.owner, f.coParent, {
      pattern: 'alternating_weeks',
      startDate: start,
      exchangeTime: '18:00',
      firstParentId: f.owner.user.id,
      timeZone: 'UTC',
    });
  });
  afterEach(async () => {
    vi.useRealTimers();
  });

  const ask = async (parent: SignedInParent, payload: object): Promise<SwapRequest> => {
    const response = await t.app.inject({ method: 'POST', url: '/api/swap-requests', headers: { cookie: parent.cookie }, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SwapRequest>();
  };
  const act = (parent: SignedInParent, id: string, action: string) =>
    t.app.inject({ method: 'POST', url: `/api/swap-requests/${id}/${action}`, headers: { cookie: parent.cookie }, payload: {} });
  const list = (parent: SignedInParent) => getJson<SwapRequest[]>(t.app, parent, '/api/swap-requests');
  const expiryNotices = async (parent: SignedInParent) =>
    (await getJson<NotificationList>(t.app, parent, '/api/notifications')).items.filter((n) => n.title === 'Swap request expired');

  it('expires for both parents when the schedule changes under it; the asker is told once, accepting says why, the audit log has it', async () => {
    const request = await ask(f.owner, { dates: [day(2)], makeUpDates: [day(8)], reason: 'Work trip' });
    const untouched = await ask(f.owner, { dates: [day(1)], reason: 'Still mine' });

    // 2-2-3 agreed from the same start date: days 0-1 stay the owner's, days 2-3 become the co-parent's.
    const proposed = await t.app.inject({
      method: 'PUT',
      url: '/api/custody-schedule',
      headers: { cookie: f.coParent.cookie },
      payload: { pattern: '2-2-3', startDate: start, exchangeTime: '18:00', firstParentId: f.owner.user.id, timeZone: 'UTC' },
    });
    expect(proposed.statusCode, proposed.body).toBe(202);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/custody-schedule/proposals/${proposed.json<ScheduleChange>().id}/accept`,
      headers: { cookie: f.owner.cookie },
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // Told right away, before anyone opens the swaps: only the asker.
    const [notice] = await expiryNotices(f.owner);
    expect(notice).toMatchObject({
      kind: 'swap',
      link: '/calendar',
      body: `Your request to swap ${day(2)} expired: ${SWAP_EXPIRY_REASONS.changed}. Ask for a new swap if you still need one.`,
    });
    expect(await expiryNotices(f.coParent)).toEqual([]);

    for (const parent of [f.owner, f.coParent]) {
      const swaps = await list(parent);
      const expired = swaps.find((s) => s.id === request.id);
      expect(expired?.status).toBe('expired');
      expect(expired?.history.at(-1)).toEqual({
        action: 'expired',
        by: null,
        byName: 'Amity',
        at: expect.any(String),
        note: SWAP_EXPIRY_REASONS.changed,
      });
      // Day 1 is still the owner's under the new schedule.
      expect(swaps.find((s) => s.id === untouched.id)?.status).toBe('pending');
    }
    // No longer waiting for the co-parent: every answer is refused, saying why.
    for (const [parent, action] of [
      [f.coParent, 'accept'],
      [f.coParent, 'decline'],
      [f.owner, 'cancel'],
    ] as const) {
      const refused = await act(parent, request.id, action);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(SWAP_MESSAGES.expired(SWAP_EXPIRY_REASONS.changed));
    }
    // Reading again expires nothing twice and tells no one twice.
    await list(f.coParent);
    expect(await expiryNotices(f.owner)).toHaveLength(1);

    const audit = (await getJson<AuditPage>(t.app, f.coParent, '/api/audit?entity=swap_request')).items;
    const entries = audit.filter((i) => i.entityId === request.id && i.action === 'expired');
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: null,
        actorName: 'Amity',
        summary: `The request by Alex Rivera to swap ${scheduleDateLabel(day(2))} (make-up: ${scheduleDateLabel(day(8))}) expired: ${SWAP_EXPIRY_REASONS.changed}`,
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'expired' }),
      }),
    ]);
  });

  it('expires when its dates pass, decided when the swaps are next read', async () => {
    const request = await ask(f.owner, { dates: [day(1), day(2)], reason: 'Conference' });
    expect((await list(f.coParent)).map((s) => s.status)).toEqual(['pending']);

    // Three days on, day 1 is in the past: accepting now would change a day already lived.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * DAY_MS });
    const [read] = await list(f.coParent);
    expect(read).toMatchObject({ id: request.id, status: 'expired' });
    expect(read?.history.at(-1)).toMatchObject({ action: 'expired', by: null, note: SWAP_EXPIRY_REASONS.passed });
    expect((await list(f.owner))[0]?.status).toBe('expired');
    expect(await expiryNotices(f.owner)).toEqual([
      expect.objectContaining({
        body: `Your request to swap 2 days from ${day(1)} expired: ${SWAP_EXPIRY_REASONS.passed}. Ask for a new swap if you still need one.`,
      }),
    ]);
    const refused = await act(f.coParent, request.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This swap request has expired: ${SWAP_EXPIRY_REASONS.passed}. Ask for a new swap if you still need one.`,
    );
  });

  it('reads as expired in a court report made before anyone opened the swaps again', async () => {
    const request = await ask(f.owner, { dates: [day(1)], reason: 'Conference' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * DAY_MS });
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/legal-documents/generate-report',
      headers: { cookie: f.coParent.cookie },
      payload: { startDate: day(-1), endDate: day(3), includeMessages: false, includeExpenses: false, includeEvents: true },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const swapLines = generated.json<LegalReport>().keyEvents.filter((e) => e.type === 'swap');
    expect(swapLines.map((e) => e.title)).toEqual([expect.stringMatching(/^Swap request by .* for .*: expired$/)]);
    expect((await list(f.owner)).find((s) => s.id === request.id)?.status).toBe('expired');
  });

  it('expires a pending request when another swap accepted first takes one of its days', async () => {
    const first = await ask(f.owner, { dates: [day(1), day(2)], reason: 'Trip' });
    const second = await ask(f.owner, { dates: [day(2)], reason: 'Dentist' });
    expect((await act(f.coParent, first.id, 'accept')).statusCode).toBe(200);
    const swaps = await list(f.owner);
    expect(swaps.find((s) => s.id === second.id)?.status).toBe('expired');
    expect(swaps.find((s) => s.id === first.id)?.status).toBe('accepted');
    expect(await expiryNotices(f.owner)).toHaveLength(1);
  });
});
