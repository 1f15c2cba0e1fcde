import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../common/custody/calendar-dates.js';
import { scheduleDateLabel } from '../../../common/custody/describe-schedule.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import {
  SWAP_EXPIRY_REASONS,
  type CustodyCalendar,
  type ScheduleChange,
  type SwapRequest,
  type TimeShare,
} from '../../../common/schemas/custody.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { agreeSchedule } from '../../testing/custody.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { SWAP_MESSAGES } from './swap-messages.js';

// Alternating weeks in UTC from tomorrow: the owner has days 0-6 from `start`, the co-parent days 7-13.
const start = addDays(new Date().toISOString().slice(0, 10), 1);
const day = (n: number) => addDays(start, n);
// Two of the owner's days in the same month, so one month's time-share shows the whole swap.
const ownerPair = day(0).slice(0, 7) === day(1).slice(0, 7) ? [day(0), day(1)] : [day(1), day(2)];

describe.each(TEST_DIALECTS)('swap requests (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  beforeEach(async () => {
    const schedule = {
      pattern: 'alternating_weeks',
      startDate: start,
      exchangeTime: '18:00',
      firstParentId: f.owner.user.id,
      timeZone: 'UTC',
    };
    // Proposed by one parent and accepted by the other: in effect from its start date, tomorrow.
    expect((await agreeSchedule(t.app, f.owner, f.coParent, schedule)).effectiveFrom).toBe(start);
  });

  const ask = (parent: SignedInParent, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/swap-requests', headers: { cookie: parent.cookie }, payload });
  const act = (parent: SignedInParent, id: string, action: string, payload: object = {}, path = 'swap-requests') =>
    t.app.inject({ method: 'POST', url: `/api/${path}/${id}/${action}`, headers: { cookie: parent.cookie }, payload });
  const list = (parent: SignedInParent = f.owner) => getJson<SwapRequest[]>(t.app, parent, '/api/swap-requests');
  const holders = async (dates: string[]) => {
    const { days } = await getJson<CustodyCalendar>(t.app, f.owner, `/api/custody/calendar?from=${day(0)}&to=${day(13)}`);
    return dates.map((d) => {
      const found = days.find((x) => x.date === d);
      return [found?.parentId === f.owner.user.id ? 'owner' : 'coParent', found?.swapped];
    });
  };

  it('creates a request that both parents see, newest first, with its history', async () => {
    const first = await ask(f.owner, { dates: [day(2), day(1)], makeUpDates: [day(8)], reason: 'Work trip to Denver' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      requestedBy: f.owner.user.id,
      requestedByName: 'Alex Rivera',
      dates: [day(1), day(2)],
      makeUpDates: [day(8)],
      reason: 'Work trip to Denver',
      status: 'pending',
      answer: null,
      answeredBy: null,
      answeredByName: null,
      answeredAt: null,
      createdAt: expect.any(String),
      history: [{ action: 'requested', by: f.owner.user.id, byName: 'Alex Rivera', at: expect.any(String), note: 'Work trip to Denver' }],
    });
    const second = await ask(f.coParent, { dates: [day(9)], reason: 'Dentist' });
    expect(second.json()).toMatchObject({ makeUpDates: [], requestedByName: 'Sam Rivera' });
    expect((await list(f.coParent)).map((r) => r.reason)).toEqual(['Dentist', 'Work trip to Denver']);
  });

  it('refuses bad requests with clear messages, writing nothing', async () => {
    const past = addDays(start, -3);
    const cases: [object, string, string][] = [
      [{ dates: [], reason: 'x' }, 'dates', 'Choose at least one date to swap'],
      [{ dates: [day(1), day(1)], reason: 'x' }, 'dates', 'Dates must not repeat a date'],
      [{ dates: Array.from({ length: 32 }, (_, i) => addDays(start, i)), reason: 'x' }, 'dates', 'Choose at most 31 dates'],
      [{ dates: ['2030-02-30'], reason: 'x' }, 'dates.0', 'Dates must be a date (YYYY-MM-DD)'],
      [{ dates: [day(1)], reason: '  ' }, 'reason', 'Reason is required'],
      [{ dates: [day(1)], reason: 'x'.repeat(501) }, 'reason', 'Reason must be at most 500 characters'],
      [{ dates: [day(1)], makeUpDates: [day(1)], reason: 'x' }, 'makeUpDates', 'A make-up date cannot also be a date you give up'],
      [{ dates: [past], reason: 'x' }, 'dates', SWAP_MESSAGES.past([past])],
      [{ dates: [day(1), day(7), day(8)], reason: 'x' }, 'dates', SWAP_MESSAGES.notYours([day(7), day(8)])],
      [{ dates: [day(1)], makeUpDates: [day(2)], reason: 'x' }, 'makeUpDates', SWAP_MESSAGES.notTheirs([day(2)])],
    ];
    for (const [payload, field, message] of cases) {
      const response = await ask(f.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect(await list()).toEqual([]);
  });

  it('needs a co-parent and a schedule', async () => {
    const alone = await signUp(t.app);
    const noCoParent = await ask(alone, { dates: [day(1)], reason: 'x' });
    expect(noCoParent.statusCode).toBe(409);
    expect(noCoParent.json().message).toBe('Invite your co-parent before requesting a swap.');
    // Ending the schedule is a proposal too; once the co-parent accepts it, there are no custody days to swap.
    const end = await t.app.inject({ method: 'DELETE', url: '/api/custody-schedule', headers: { cookie: f.owner.cookie } });
    expect(end.statusCode, end.body).toBe(202);
    expect((await act(f.coParent, end.json<ScheduleChange>().id, 'accept', {}, 'custody-schedule/proposals')).statusCode).toBe(200);
    const noSchedule = await ask(f.owner, { dates: [day(1)], reason: 'x' });
    expect(noSchedule.statusCode).toBe(409);
    expect(noSchedule.json().message).toBe(SWAP_MESSAGES.noSchedule);
  });

  it('is accepted only by the other parent, only while pending; the days and time-share change', async () => {
    const month = ownerPair[0]?.slice(0, 7) ?? '';
    const shareBefore = await getJson<TimeShare>(t.app, f.owner, `/api/custody/time-share?month=${month}`);
    const { id } = (await ask(f.owner, { dates: ownerPair, makeUpDates: [], reason: 'Conference' })).json<SwapRequest>();
    const own = await act(f.owner, id, 'accept');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot answer your own request.');
    expect((await act(f.owner, id, 'decline')).json().message).toBe('You cannot answer your own request.');

    const accepted = await act(f.coParent, id, 'accept', { answer: 'Sure, have a good trip' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      answer: 'Sure, have a good trip',
      answeredBy: f.coParent.user.id,
      answeredByName: 'Sam Rivera',
      answeredAt: expect.any(String),
    });
    expect(accepted.json<SwapRequest>().history.map((h) => [h.action, h.byName, h.note])).toEqual([
      ['requested', 'Alex Rivera', 'Conference'],
      ['accepted', 'Sam Rivera', 'Sure, have a good trip'],
    ]);
    for (const [parent, action] of [
      [f.coParent, 'accept'],
      [f.coParent, 'decline'],
      [f.owner, 'cancel'],
    ] as const) {
      const again = await act(parent, id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This request has already been accepted.');
    }

    expect(await holders(ownerPair)).toEqual([
      ['coParent', true],
      ['coParent', true],
    ]);
    const shareAfter = await getJson<TimeShare>(t.app, f.owner, `/api/custody/time-share?month=${month}`);
    const nights = (s: TimeShare) => s.month.nights.map((n) => n.nights);
    expect(nights(shareAfter)).toEqual([(nights(shareBefore)[0] ?? 0) - 2, (nights(shareBefore)[1] ?? 0) + 2]);

    // The days are no longer the owner's to give; the co-parent can give them back.
    expect((await ask(f.owner, { dates: [ownerPair[0]], reason: 'again' })).statusCode).toBe(400);
    expect((await ask(f.coParent, { dates: [ownerPair[0]], reason: 'back' })).statusCode).toBe(201);
  });

  it('applies make-up dates and refuses to accept a request the days have moved away from', async () => {
    const a = (await ask(f.owner, { dates: [day(3)], makeUpDates: [day(10)], reason: 'Swap a day' })).json<SwapRequest>();
    const b = (await ask(f.owner, { dates: [day(3)], reason: 'Same day, no make-up' })).json<SwapRequest>();
    expect((await act(f.coParent, a.id, 'accept', {})).statusCode).toBe(200);
    expect(await holders([day(3), day(10)])).toEqual([
      ['coParent', true],
      ['owner', true],
    ]);
    // Accepting a gave day 3 away: b can no longer be accepted, so it expired, and accepting it says why.
    const stale = await act(f.coParent, b.id, 'accept');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SWAP_MESSAGES.expired(SWAP_EXPIRY_REASONS.changed));
    expect((await list()).find((r) => r.id === b.id)?.status).toBe('expired');
  });

  it('is declined by the other parent or cancelled by the asker, changing no day', async () => {
    const a = (await ask(f.owner, { dates: [day(1)], reason: 'Decline me' })).json<SwapRequest>();
    const declined = await act(f.coParent, a.id, 'decline', { answer: 'Sorry, I am away' });
    expect(declined.json()).toMatchObject({ status: 'declined', answer: 'Sorry, I am away', answeredByName: 'Sam Rivera' });
    expect(declined.json<SwapRequest>().history.map((h) => h.action)).toEqual(['requested', 'declined']);

    const b = (await ask(f.owner, { dates: [day(1)], reason: 'Cancel me' })).json<SwapRequest>();
    const notAsker = await act(f.coParent, b.id, 'cancel');
    expect(notAsker.statusCode).toBe(403);
    expect(notAsker.json().message).toBe(SWAP_MESSAGES.onlyAsker);
    const cancelled = await act(f.owner, b.id, 'cancel');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', answer: null, answeredBy: null });
    expect(cancelled.json<SwapRequest>().history.map((h) => [h.action, h.byName])).toEqual([
      ['requested', 'Alex Rivera'],
      ['cancelled', 'Alex Rivera'],
    ]);
    const late = await act(f.coParent, b.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request has already been cancelled.');
    expect(await holders([day(1)])).toEqual([['owner', false]]);

    const long = await act(f.coParent, (await ask(f.owner, { dates: [day(2)], reason: 'x' })).json<SwapRequest>().id, 'accept', {
      answer: 'y'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.answer).toBe('Answer must be at most 500 characters');
    expect((await act(f.coParent, 'no-such-request', 'accept')).statusCode).toBe(404);
  });

  it('writes an audit entry for every step (asked, accepted, declined, cancelled) with before and after, and none when refused', async () => {
    const audit = async (parent: SignedInParent = f.coParent) =>
      (await getJson<AuditPage>(t.app, parent, '/api/audit?entity=swap_request')).items;
    const a = (await ask(f.owner, { dates: [day(1)], makeUpDates: [day(8)], reason: 'Work trip' })).json<SwapRequest>();
    expect((await act(f.owner, a.id, 'accept')).statusCode).toBe(403);
    expect((await act(f.coParent, a.id, 'accept', { answer: 'Fine' })).statusCode).toBe(200);
    const b = (await ask(f.owner, { dates: [day(2)], reason: 'Dentist' })).json<SwapRequest>();
    expect((await act(f.coParent, b.id, 'decline', { answer: 'Not that day' })).statusCode).toBe(200);
    const c = (await ask(f.owner, { dates: [day(3)], reason: 'Oops' })).json<SwapRequest>();
    expect((await act(f.owner, c.id, 'cancel')).statusCode).toBe(200);

    const items = await audit();
    const entry = (id: string, action: string) => items.find((i) => i.entityId === id && i.action === action);
    expect(items).toHaveLength(6);
    expect(entry(a.id, 'requested')).toMatchObject({
      actorId: f.owner.user.id,
      actorName: 'Alex Rivera',
      entity: 'swap_request',
      summary: `Asked to swap ${scheduleDateLabel(day(1))} (make-up: ${scheduleDateLabel(day(8))}): 'Work trip'.`,
      before: null,
      after: { dates: [day(1)], makeUpDates: [day(8)], reason: 'Work trip', status: 'pending', answer: null },
    });
    expect(entry(a.id, 'accepted')).toMatchObject({
      actorName: 'Sam Rivera',
      summary: `Accepted the swap of ${scheduleDateLabel(day(1))} (make-up: ${scheduleDateLabel(day(8))}) asked by Alex Rivera.`,
      before: { status: 'pending', answer: null },
      after: { status: 'accepted', answer: 'Fine' },
    });
    expect(entry(b.id, 'declined')).toMatchObject({
      actorName: 'Sam Rivera',
      summary: `Declined the swap of ${scheduleDateLabel(day(2))} asked by Alex Rivera.`,
      after: { status: 'declined', answer: 'Not that day' },
    });
    expect(entry(c.id, 'cancelled')).toMatchObject({
      actorName: 'Alex Rivera',
      summary: `Cancelled the request to swap ${scheduleDateLabel(day(3))}.`,
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
    // Both parents read the same log; another family reads none of it.
    expect(await audit(f.owner)).toEqual(items);
    expect(await audit(f.intruder)).toEqual([]);
  });

  it("refuses every route on another family's request (404, nothing changes)", async () => {
    const { id } = (await ask(f.owner, { dates: [day(1)], reason: 'Private' })).json<SwapRequest>();
    expect(await list(f.intruder)).toEqual([]);
    for (const action of ['accept', 'decline', 'cancel']) {
      await expectRefusedAcrossFamilies({
        app: t.app,
        intruder: f.intruder,
        request: { method: 'POST', url: `/api/swap-requests/${id}/${action}`, payload: {} },
        snapshot: () => list(),
      });
    }
    const theirs = await ask(f.intruder, { dates: [day(1)], reason: 'x' });
    expect(theirs.statusCode).toBe(409);
    expect(await list()).toHaveLength(1);
  });
});
