import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import type {
  CoordinationSettings,
  RescheduleProposal,
  ResolveConflictResponse,
  ScheduleAnalysis,
  ScheduleConflictsResponse,
} from '../../../common/schemas/smart-scheduling.js';
import type { SwapRequest } from '../../../common/schemas/custody.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { buildConflictWeek } from '../../testing/smart-scheduling-week.js';

describe.each(TEST_DIALECTS)('smart scheduling (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const post = (parent: SignedInParent, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: parent.cookie }, payload });
  const familyOf = async (parent: SignedInParent) =>
    (await t.db.kysely.selectFrom('memberships').select('familyId').where('userId', '=', parent.user.id).executeTakeFirstOrThrow())
      .familyId;
  const analyse = async (parent: SignedInParent, date = '2030-03-06') => {
    const response = await post(parent, '/api/ai/smart-schedule', { date, timeframe: 'week' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScheduleAnalysis>();
  };
  const build = async () => buildConflictWeek(t.app, t.db, f.owner, f.coParent, await familyOf(f.owner));

  it('finds exactly the conflicts of the hand-written week in the family records', async () => {
    const e = await build();
    const analysis = await analyse(f.owner);
    expect(analysis.period).toEqual({ from: '2030-03-04', to: '2030-03-10' });
    expect(analysis.conflicts.map((c) => [c.type, c.severity, c.affectedEvents, c.autoResolvable])).toEqual([
      ['time_overlap', 'high', [e.dentist.id, e.swim.id], true],
      ['parent_double_booked', 'high', [e.football.id, e.piano.id], true],
      ['handover_overlap', 'high', [e.play.id], true],
      ['tight_buffer', 'medium', [e.doctor.id, e.haircut.id], true],
      ['custody_mismatch', 'medium', [e.play.id], true],
      ['custody_mismatch', 'medium', [e.recital.id], true],
    ]);
    expect(analysis.conflicts[0]?.suggestedResolutions[0]).toEqual({
      id: `reschedule~${e.swim.id}~2030-03-04T11:15:00.000Z`,
      type: 'reschedule',
      description: "Move 'Swim lesson' to the next free slot, Mon 4 Mar 11:15",
      impactLevel: 'low',
      estimatedSaving: 'No double booking',
      autoImplementable: true,
      needsApproval: false,
      eventId: e.swim.id,
    });
    // Nothing checked in for a week to come; 4 pairs back to back: 5 (doctor, haircut) and 60, 60, 180... see below.
    expect(analysis.analytics).toMatchObject({ adherence: null, exchanges: 0, confirmedOnTime: 0, conflictsResolved: 0 });
    // The other parent sees the same conflicts; moving what is Alex's is a question to Alex.
    const seenBySam = await analyse(f.coParent);
    expect(seenBySam.conflicts.map((c) => c.suggestedResolutions[0]?.needsApproval)).toEqual([true, true, false, true, true, true]);
  });

  it('Auto-Fix moves an event that is only yours, audited, and counts it as resolved', async () => {
    const e = await build();
    const [overlap] = (await analyse(f.owner)).conflicts;
    const response = await post(f.owner, '/api/smart-scheduling/resolve', {
      date: '2030-03-06',
      conflictId: overlap?.id ?? '',
      resolutionId: overlap?.suggestedResolutions[0]?.id ?? '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ResolveConflictResponse>()).toEqual({
      outcome: 'applied',
      message: "Moved 'Swim lesson' to Mon 4 Mar 11:15 to resolve a conflict: Maya is booked twice",
    });
    const events = await getJson<CalendarEvent[]>(
      t.app,
      f.coParent,
      '/api/events?from=2030-03-04T00:00:00.000Z&to=2030-03-05T00:00:00.000Z',
    );
    expect(events.find((x) => x.id === e.swim.id)).toMatchObject({
      startTime: '2030-03-04T11:15:00.000Z',
      endTime: '2030-03-04T12:15:00.000Z',
    });
    const after = await analyse(f.coParent);
    expect(after.conflicts.some((c) => c.type === 'time_overlap')).toBe(false);
    expect(after.analytics.conflictsResolved).toBe(1);
    const history = await getJson<{ items: { action: string; summary: string; actorName: string }[] }>(
      t.app,
      f.coParent,
      '/api/audit?entity=event',
    );
    expect(history.items[0]).toMatchObject({ action: 'conflict_resolved', actorName: expect.stringContaining('Alex') });
  });

  it("what changes the other parent's time becomes a swap request they answer, never a silent change", async () => {
    const e = await build();
    const mismatch = (await analyse(f.owner)).conflicts.find((c) => c.id === `custody_mismatch:${e.play.id}`);
    const swap = mismatch?.suggestedResolutions.find((r) => r.type === 'propose_swap');
    expect(swap).toMatchObject({
      autoImplementable: true,
      needsApproval: true,
      description: 'Ask Sam Rivera to swap the night of Wed 6 Mar for Thu 7 Mar',
    });
    const response = await post(f.owner, '/api/smart-scheduling/resolve', {
      date: '2030-03-04',
      conflictId: mismatch?.id ?? '',
      resolutionId: swap?.id ?? '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ResolveConflictResponse>().outcome).toBe('requested');
    const swaps = await getJson<SwapRequest[]>(t.app, f.coParent, '/api/swap-requests');
    expect(swaps.map((s) => [s.status, s.dates, s.makeUpDates, s.requestedBy])).toEqual([
      ['pending', ['2030-03-06'], ['2030-03-07'], f.owner.user.id],
    ]);
    // Still a conflict until Sam accepts; then it is gone and counted as resolved.
    expect((await analyse(f.owner)).conflicts.some((c) => c.id === mismatch?.id)).toBe(true);
    const accepted = await post(f.coParent, `/api/swap-requests/${swaps[0]?.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await analyse(f.owner);
    expect(after.conflicts.some((c) => c.id === mismatch?.id)).toBe(false);
    expect(after.analytics.conflictsResolved).toBe(1);
    // A resolution that needs the other parent's agreement is refused as an Auto-Fix.
    expect(after.conflicts.map((c) => c.type)).toEqual([
      'time_overlap',
      'parent_double_booked',
      'handover_overlap',
      'tight_buffer',
      'custody_mismatch',
    ]);
    const doubleBooked = after.conflicts.find((c) => c.type === 'parent_double_booked');
    const split = doubleBooked?.suggestedResolutions.find((r) => r.type === 'split_pickup');
    expect(split?.autoImplementable).toBe(false);
    const refused = await post(f.owner, '/api/smart-scheduling/resolve', {
      date: '2030-03-04',
      conflictId: doubleBooked?.id ?? '',
      resolutionId: split?.id ?? '',
    });
    expect(refused.statusCode).toBe(409);
  });

  it("moving the other parent's event waits for their answer, then applies and counts", async () => {
    const e = await build();
    const play = (await analyse(f.owner)).conflicts.find((c) => c.type === 'handover_overlap');
    const move = play?.suggestedResolutions[0];
    expect(move).toMatchObject({
      autoImplementable: true,
      needsApproval: true,
      description: "Ask Sam Rivera to move 'School play' to the next free slot, Thu 7 Mar 17:15",
    });
    const asked = await post(f.owner, '/api/smart-scheduling/resolve', {
      date: '2030-03-07',
      conflictId: play?.id ?? '',
      resolutionId: move?.id ?? '',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<ResolveConflictResponse>().outcome).toBe('requested');
    const again = await post(f.owner, '/api/smart-scheduling/resolve', {
      date: '2030-03-07',
      conflictId: play?.id ?? '',
      resolutionId: move?.id ?? '',
    });
    expect(again.statusCode).toBe(409);

    const stillThere = await getJson<CalendarEvent[]>(
      t.app,
      f.owner,
      '/api/events?from=2030-03-07T00:00:00.000Z&to=2030-03-08T00:00:00.000Z',
    );
    expect(stillThere.find((x) => x.id === e.play.id)?.startTime).toBe('2030-03-07T16:30:00.000Z');
    const [proposal] = await getJson<RescheduleProposal[]>(t.app, f.coParent, '/api/smart-scheduling/proposals');
    expect(proposal).toMatchObject({
      eventTitle: 'School play',
      newStart: '2030-03-07T17:15:00.000Z',
      proposedByName: 'Alex Rivera',
      requestedFrom: f.coParent.user.id,
    });
    expect((await post(f.owner, `/api/smart-scheduling/proposals/${proposal?.id}/accept`, {})).statusCode).toBe(403);
    expect((await post(f.intruder, `/api/smart-scheduling/proposals/${proposal?.id}/accept`, {})).statusCode).toBe(404);

    const accepted = await post(f.coParent, `/api/smart-scheduling/proposals/${proposal?.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<RescheduleProposal>().status).toBe('accepted');
    const moved = await getJson<CalendarEvent[]>(t.app, f.owner, '/api/events?from=2030-03-07T00:00:00.000Z&to=2030-03-08T00:00:00.000Z');
    expect(moved.find((x) => x.id === e.play.id)).toMatchObject({
      startTime: '2030-03-07T17:15:00.000Z',
      endTime: '2030-03-07T18:45:00.000Z',
    });
    const after = await analyse(f.owner);
    expect(after.conflicts.some((c) => c.type === 'handover_overlap')).toBe(false);
    expect(after.analytics.conflictsResolved).toBe(1);
    expect(await getJson<RescheduleProposal[]>(t.app, f.coParent, '/api/smart-scheduling/proposals')).toEqual([]);
  });

  it('refuses Auto-Fix across families and for conflicts that are gone, changing nothing', async () => {
    await build();
    const [overlap] = (await analyse(f.owner)).conflicts;
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: f.intruder,
      request: {
        method: 'POST',
        url: '/api/smart-scheduling/resolve',
        payload: { date: '2030-03-06', conflictId: overlap?.id ?? '', resolutionId: overlap?.suggestedResolutions[0]?.id ?? '' },
      },
      snapshot: () => analyse(f.owner),
    });
    expect((await analyse(f.intruder)).conflicts).toEqual([]);
    const gone = await post(f.owner, '/api/smart-scheduling/resolve', {
      date: '2030-03-06',
      conflictId: 'time_overlap:x|y',
      resolutionId: 'r',
    });
    expect(gone.statusCode).toBe(404);
    const bad = await post(f.owner, '/api/ai/smart-schedule', { date: '2030-02-30', timeframe: 'month' });
    expect(bad.statusCode).toBe(400);
  });

  it('warns the Add Event dialog of the conflicts a new event would bring, unless alerts are off', async () => {
    const e = await build();
    const newEvent = {
      title: 'Vet',
      eventType: 'appointment',
      childId: e.dentist.childId,
      assignedParent: f.owner.user.id,
      startTime: '2030-03-04T10:45:00.000Z',
      endTime: '2030-03-04T11:15:00.000Z',
    };
    const response = await post(f.owner, '/api/ai/schedule-conflicts', { newEvent, timeframe: 'week' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ScheduleConflictsResponse>();
    expect(body.conflicts.map((c) => [c.type, c.affectedEvents])).toEqual([
      ['time_overlap', [e.dentist.id, 'new']],
      ['time_overlap', [e.swim.id, 'new']],
    ]);
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/smart-scheduling/settings',
      headers: { cookie: f.coParent.cookie },
      payload: { conflictAlerts: false },
    });
    expect(off.json<CoordinationSettings>().conflictAlerts).toBe(false);
    expect((await post(f.owner, '/api/ai/schedule-conflicts', { newEvent, timeframe: 'week' })).json()).toEqual({
      conflicts: [],
      alertsOn: false,
    });
  });

  it('keeps the travel buffer as a family setting: 15 min by default, audited, bounded', async () => {
    await build();
    expect(await getJson<CoordinationSettings>(t.app, f.owner, '/api/smart-scheduling/settings')).toMatchObject({
      travelBufferMinutes: 15,
      conflictAlerts: true,
      exchangeReminders: { on: true, nextAt: '2030-03-07T17:00:00.000Z', nextTo: 'Sam Rivera' },
      weeklyDigest: false,
    });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/smart-scheduling/settings', headers: { cookie: f.owner.cookie }, payload });
    expect((await patch({ travelBufferMinutes: 121 })).statusCode).toBe(400);
    expect((await patch({ travelBufferMinutes: 4 })).json<CoordinationSettings>().travelBufferMinutes).toBe(4);
    // With 4 minutes the doctor and the haircut (5 min apart) no longer clash.
    expect((await analyse(f.coParent)).conflicts.some((c) => c.type === 'tight_buffer')).toBe(false);
    const intruderView = await getJson<CoordinationSettings>(t.app, f.intruder, '/api/smart-scheduling/settings');
    expect(intruderView.travelBufferMinutes).toBe(15);
  });
});
