import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/custody/calendar-dates.js';
import { scheduleDateLabel } from '../../../common/custody/describe-schedule.js';
import { todayIn } from '../../../common/custody/zoned-time.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { CustodyCalendar, CustodySchedule, ScheduleChange } from '../../../common/schemas/custody.js';
import type { NotificationList } from '../../../common/schemas/notifications.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { openSocket, wsUrl, type TestSocket } from '../../testing/ws-client.js';
import { SCHEDULE_MESSAGES } from './schedule-messages.js';

const day = (n: number) => addDays(todayIn('UTC'), n);
const weeks = (firstParentId: string, startDate: string) => ({
  pattern: 'alternating_weeks',
  startDate,
  exchangeTime: '18:00',
  firstParentId,
  timeZone: 'UTC',
});

describe.each(TEST_DIALECTS)('custody schedule proposals (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const put = (parent: SignedInParent, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/custody-schedule', headers: { cookie: parent.cookie }, payload });
  const end = (parent: SignedInParent) =>
    t.app.inject({ method: 'DELETE', url: '/api/custody-schedule', headers: { cookie: parent.cookie } });
  const act = (parent: SignedInParent, id: string, action: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/custody-schedule/proposals/${id}/${action}`, headers: { cookie: parent.cookie }, payload });
  const propose = async (parent: SignedInParent, payload: object) => {
    const response = await put(parent, payload);
    expect(response.statusCode, response.body).toBe(202);
    return response.json<ScheduleChange>();
  };
  const history = (parent: SignedInParent = f.owner) => getJson<ScheduleChange[]>(t.app, parent, '/api/custody-schedule/history');
  const notifications = async (parent: SignedInParent) => (await getJson<NotificationList>(t.app, parent, '/api/notifications')).items;
  const audit = async () => (await getJson<AuditPage>(t.app, f.coParent, '/api/audit?entity=custody_schedule')).items;

  it('a proposal notifies the other parent live; accepted, it takes effect from that day, with history, notification and audit', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sockets = [
      await openSocket(wsUrl(t.app), { cookie: f.owner.cookie }),
      await openSocket(wsUrl(t.app), { cookie: f.coParent.cookie }),
      await openSocket(wsUrl(t.app), { cookie: f.intruder.cookie }),
    ];
    try {
      const [ownerSocket, coParentSocket, intruderSocket] = sockets as [TestSocket, TestSocket, TestSocket];
      const summary = `Alternating weeks starting ${scheduleDateLabel(day(-30))}, exchanges at 18:00 UTC, Alex Rivera starts`;
      // The rotation is anchored 30 days ago, but a change never reaches back: it applies from the day it is accepted.
      const proposal = await propose(f.owner, weeks(f.owner.user.id, day(-30)));
      expect(proposal).toEqual({
        id: expect.any(String),
        kind: 'set',
        status: 'pending',
        summary,
        proposedBy: f.owner.user.id,
        proposedByName: 'Alex Rivera',
        proposedAt: expect.any(String),
        requestedFrom: null,
        effectiveFrom: null,
        answeredBy: null,
        answeredByName: null,
        answeredAt: null,
        answer: null,
      });
      await coParentSocket.next((fr) => fr.type === 'notification.created');
      await ownerSocket.next((fr) => fr.type === 'custody.changed');
      await coParentSocket.next((fr) => fr.type === 'custody.changed');
      expect(await notifications(f.coParent)).toMatchObject([
        {
          kind: 'schedule',
          title: 'Custody schedule change proposed',
          body: `Alex Rivera proposed a new custody schedule: ${summary}. Accept or decline it on the calendar.`,
          link: '/calendar',
        },
      ]);
      expect(await notifications(f.owner)).toEqual([]);
      expect(await getJson(t.app, f.coParent, '/api/custody-schedule')).toBeNull();
      expect(await history(f.coParent)).toEqual([proposal]);

      const accepted = await act(f.coParent, proposal.id, 'accept', { answer: 'Agreed' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({
        ...proposal,
        status: 'accepted',
        effectiveFrom: day(0),
        answeredBy: f.coParent.user.id,
        answeredByName: 'Sam Rivera',
        answeredAt: expect.any(String),
        answer: 'Agreed',
      });
      await ownerSocket.next((fr) => fr.type === 'notification.created');
      expect(await notifications(f.owner)).toMatchObject([
        {
          kind: 'schedule',
          title: 'Custody schedule change accepted',
          link: '/calendar',
          body: expect.stringContaining('Sam Rivera accepted'),
        },
      ]);
      expect(await getJson<CustodySchedule>(t.app, f.owner, '/api/custody-schedule')).toEqual({
        ...weeks(f.owner.user.id, day(-30)),
        exchangePlace: null,
        effectiveFrom: day(0),
        updatedAt: accepted.json<ScheduleChange>().answeredAt,
        updatedBy: f.owner.user.id,
      });
      // 30 days after the anchor is day 2 of the owner's week; 35 days after is the co-parent's.
      const { days } = await getJson<CustodyCalendar>(t.app, f.owner, `/api/custody/calendar?from=${day(-30)}&to=${day(5)}`);
      expect(days[0]).toMatchObject({ date: day(0), parentId: f.owner.user.id });
      expect(days.at(-1)).toMatchObject({ date: day(5), parentId: f.coParent.user.id });
      expect(await history(f.owner)).toEqual([accepted.json()]);
      expect(intruderSocket.frames.filter((x) => x.frame.type !== 'pong')).toEqual([]);

      const entries = await audit();
      expect(entries.map((e) => [e.action, e.actorName, e.entityId]).sort()).toEqual([
        ['accepted', 'Sam Rivera', proposal.id],
        ['proposed', 'Alex Rivera', proposal.id],
      ]);
      expect(entries.find((e) => e.action === 'proposed')).toMatchObject({
        summary: `Proposed the custody schedule '${summary}', to take effect from the day it is accepted.`,
        before: null,
        after: { kind: 'set', pattern: 'alternating_weeks', startDate: day(-30), status: 'pending', effectiveFrom: null },
      });
      expect(entries.find((e) => e.action === 'accepted')).toMatchObject({
        summary: `Accepted the custody schedule '${summary}' proposed by Alex Rivera, in effect from ${scheduleDateLabel(day(0))}.`,
        before: { status: 'pending', effectiveFrom: null, answer: null },
        after: { status: 'accepted', effectiveFrom: day(0), answer: 'Agreed' },
      });
    } finally {
      await Promise.all(sockets.map((s) => s.close()));
    }
  });

  it('takes effect on the start date asked for when it is still to come', async () => {
    const proposal = await propose(f.coParent, weeks(f.coParent.user.id, day(10)));
    expect(proposal.requestedFrom).toBe(day(10));
    expect((await notifications(f.owner))[0]?.body).toContain(`It would apply from ${scheduleDateLabel(day(10))}.`);
    const accepted = (await act(f.owner, proposal.id, 'accept')).json<ScheduleChange>();
    expect(accepted).toMatchObject({ status: 'accepted', effectiveFrom: day(10), answer: null });
    // Not in effect yet: today has no schedule, day 10 is the co-parent's.
    expect(await getJson(t.app, f.owner, '/api/custody-schedule')).toBeNull();
    const { days } = await getJson<CustodyCalendar>(t.app, f.owner, `/api/custody/calendar?from=${day(0)}&to=${day(10)}`);
    expect(days).toEqual([{ date: day(10), parentId: f.coParent.user.id, parentName: 'Sam Rivera', swapped: false }]);
  });

  it('only the other parent accepts or declines; only the proposer cancels; a decided proposal is final', async () => {
    const first = await propose(f.owner, weeks(f.owner.user.id, day(0)));
    for (const action of ['accept', 'decline']) {
      const own = await act(f.owner, first.id, action);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(SCHEDULE_MESSAGES.ownProposal);
    }
    const notProposer = await act(f.coParent, first.id, 'cancel');
    expect(notProposer.statusCode).toBe(403);
    expect(notProposer.json().message).toBe(SCHEDULE_MESSAGES.onlyProposer);
    expect((await act(f.owner, first.id, 'cancel', { answer: 'x' })).json().fields.answer).toBe("Unknown field 'answer'");
    const cancelled = await act(f.owner, first.id, 'cancel');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', answeredBy: f.owner.user.id, effectiveFrom: null, answer: null });
    for (const [parent, action] of [
      [f.coParent, 'accept'],
      [f.coParent, 'decline'],
      [f.owner, 'cancel'],
    ] as const) {
      const late = await act(parent, first.id, action);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This proposal has already been cancelled.');
    }
    expect((await notifications(f.coParent)).map((n) => n.title)).toEqual([
      'Custody schedule proposal withdrawn',
      'Custody schedule change proposed',
    ]);

    // Declined: the schedule stays as it was (none), and the proposer learns the answer.
    const second = await propose(f.owner, weeks(f.owner.user.id, day(0)));
    const tooLong = await act(f.coParent, second.id, 'decline', { answer: 'n'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.answer).toBe('Answer must be at most 500 characters');
    const declined = await act(f.coParent, second.id, 'decline', { answer: 'Not before the holidays' });
    expect(declined.json()).toMatchObject({
      status: 'declined',
      answeredByName: 'Sam Rivera',
      answer: 'Not before the holidays',
      effectiveFrom: null,
    });
    expect((await notifications(f.owner))[0]).toMatchObject({ title: 'Custody schedule change declined' });
    expect(await getJson(t.app, f.owner, '/api/custody-schedule')).toBeNull();
    expect((await getJson<CustodyCalendar>(t.app, f.owner, `/api/custody/calendar?from=${day(0)}&to=${day(7)}`)).days).toEqual([]);
    expect((await history()).map((c) => c.status)).toEqual(['cancelled', 'declined']);
    expect((await act(f.coParent, 'no-such-proposal', 'accept')).statusCode).toBe(404);
    expect((await audit()).map((e) => e.action).sort()).toEqual(['cancelled', 'declined', 'proposed', 'proposed']);
  });

  it("a new proposal replaces the proposer's own pending one; the other parent's must be answered first", async () => {
    const first = await propose(f.owner, weeks(f.owner.user.id, day(0)));
    const second = await propose(f.owner, weeks(f.coParent.user.id, day(0)));
    expect((await history()).map((c) => [c.id, c.status])).toEqual([
      [first.id, 'superseded'],
      [second.id, 'pending'],
    ]);
    const stale = await act(f.coParent, first.id, 'accept');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This proposal has already been superseded.');
    const counter = await put(f.coParent, weeks(f.coParent.user.id, day(1)));
    expect(counter.statusCode).toBe(409);
    expect(counter.json().message).toBe(SCHEDULE_MESSAGES.answerFirst('Alex Rivera'));
    // There is no schedule to end yet: a no-op that leaves the pending proposal alone.
    expect((await end(f.coParent)).statusCode).toBe(204);
    expect((await history()).at(-1)).toMatchObject({ id: second.id, status: 'pending' });
    expect((await act(f.coParent, second.id, 'decline')).statusCode).toBe(200);
    expect((await put(f.coParent, weeks(f.coParent.user.id, day(1)))).statusCode).toBe(202);
    expect((await audit()).filter((e) => e.action === 'superseded')).toMatchObject([{ entityId: first.id, actorName: 'Alex Rivera' }]);
  });

  it('two proposals at once leave exactly one pending; an accept racing a cancel has one winner', async () => {
    const [a, b] = await Promise.all([put(f.owner, weeks(f.owner.user.id, day(0))), put(f.coParent, weeks(f.coParent.user.id, day(0)))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    const pending = (await history()).filter((c) => c.status === 'pending');
    expect(pending).toHaveLength(1);
    const id = pending[0]?.id ?? '';
    const [proposer, other] = pending[0]?.proposedBy === f.owner.user.id ? [f.owner, f.coParent] : [f.coParent, f.owner];
    const [accept, cancel] = await Promise.all([act(other, id, 'accept'), act(proposer, id, 'cancel')]);
    expect([accept.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const [final] = await history();
    expect(final?.status).toBe(accept.statusCode === 200 ? 'accepted' : 'cancelled');
    expect((await audit()).filter((e) => e.action !== 'proposed')).toHaveLength(1);
  });

  it("refuses every new route on another family's proposal (404, nothing changes), and a professional (403)", async () => {
    const proposal = await propose(f.owner, weeks(f.owner.user.id, day(0)));
    for (const action of ['accept', 'decline', 'cancel']) {
      await expectRefusedAcrossFamilies({
        app: t.app,
        intruder: f.intruder,
        request: { method: 'POST', url: `/api/custody-schedule/proposals/${proposal.id}/${action}`, payload: {} },
        snapshot: () => history(),
      });
    }
    expect(await history(f.intruder)).toEqual([]);
    await t.db.kysely.updateTable('memberships').set({ role: 'professional' }).where('userId', '=', f.coParent.user.id).execute();
    for (const action of ['accept', 'decline', 'cancel']) {
      const refused = await act(f.coParent, proposal.id, action);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(SCHEDULE_MESSAGES.parentsOnly);
    }
    expect(await history(f.coParent)).toEqual([proposal]);
  });
});
