import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import type { RescheduleProposal, ResolveConflictResponse, ScheduleAnalysis } from '../../../common/schemas/smart-scheduling.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const RANGE = '/api/events?from=2030-02-25T00:00:00.000Z&to=2030-04-01T00:00:00.000Z';

describe.each(TEST_DIALECTS)('Auto-Fix moves one occurrence of a repeating event (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const post = (parent: SignedInParent, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: parent.cookie }, payload });
  const create = async (parent: SignedInParent, payload: object) => {
    const response = await post(parent, '/api/events', { eventType: 'activity', timeZone: 'UTC', ...payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CalendarEvent>();
  };
  const analyse = async (parent: SignedInParent) => {
    const response = await post(parent, '/api/ai/smart-schedule', { date: '2030-03-06', timeframe: 'week' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScheduleAnalysis>();
  };
  const pianoStarts = async (parent: SignedInParent) =>
    (await getJson<CalendarEvent[]>(t.app, parent, RANGE)).filter((e) => e.title === 'Piano').map((e) => e.startTime);
  const fixFirst = async (parent: SignedInParent) => {
    const [conflict] = (await analyse(parent)).conflicts;
    expect(conflict?.type).toBe('tight_buffer');
    const response = await post(parent, '/api/smart-scheduling/resolve', {
      date: '2030-03-06',
      conflictId: conflict?.id ?? '',
      resolutionId: conflict?.suggestedResolutions[0]?.id ?? '',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ResolveConflictResponse>();
  };

  /** Wednesday 6 March: the doctor until 10:00, then weekly piano at 10:05 (5 Wednesdays from 27 Feb), 5 min apart. */
  async function week(pianoParent: SignedInParent, doctorParent: string) {
    await create(f.owner, {
      title: 'Doctor',
      startTime: '2030-03-06T09:00:00.000Z',
      endTime: '2030-03-06T10:00:00.000Z',
      assignedParent: doctorParent,
      location: 'Clinic',
    });
    await create(f.owner, {
      title: 'Piano',
      startTime: '2030-02-27T10:05:00.000Z',
      endTime: '2030-02-27T10:35:00.000Z',
      assignedParent: pianoParent.user.id,
      location: 'Music school',
      recurrence: { frequency: 'weekly', interval: 1, count: 5 },
    });
  }
  const untouched = [
    '2030-02-27T10:05:00.000Z',
    '2030-03-06T10:05:00.000Z',
    '2030-03-13T10:05:00.000Z',
    '2030-03-20T10:05:00.000Z',
    '2030-03-27T10:05:00.000Z',
  ];
  const moved = [
    '2030-02-27T10:05:00.000Z',
    '2030-03-06T10:15:00.000Z',
    '2030-03-13T10:05:00.000Z',
    '2030-03-20T10:05:00.000Z',
    '2030-03-27T10:05:00.000Z',
  ];

  it("moves the parent's own occurrence, the rest of the series staying, audited and counted", async () => {
    await week(f.owner, f.owner.user.id);
    expect(await pianoStarts(f.owner)).toEqual(untouched);
    expect(await fixFirst(f.owner)).toEqual({
      outcome: 'applied',
      message:
        "Moved 'Piano' of Wed 6 Mar 10:05 to Wed 6 Mar 10:15, that occurrence only, to resolve a conflict: Only 5 min between 'Doctor' and 'Piano'",
    });
    expect(await pianoStarts(f.coParent)).toEqual(moved);
    const after = await analyse(f.coParent);
    expect(after.conflicts).toEqual([]);
    expect(after.analytics.conflictsResolved).toBe(1);
    const history = await getJson<{ items: { action: string }[] }>(t.app, f.coParent, '/api/audit?entity=event');
    expect(history.items[0]?.action).toBe('conflict_resolved');
  });

  it('asks the other parent before moving an occurrence of their event, and moves only it once they accept', async () => {
    await week(f.coParent, 'both');
    expect((await fixFirst(f.owner)).outcome).toBe('requested');
    expect(await pianoStarts(f.owner)).toEqual(untouched);
    const [proposal] = await getJson<RescheduleProposal[]>(t.app, f.coParent, '/api/smart-scheduling/proposals');
    expect(proposal).toMatchObject({ eventTitle: 'Piano', fromStart: '2030-03-06T10:05:00.000Z', newStart: '2030-03-06T10:15:00.000Z' });
    // Another family cannot answer it; the owner, who asked, cannot either.
    expect((await post(f.intruder, `/api/smart-scheduling/proposals/${proposal?.id}/accept`, {})).statusCode).toBe(404);
    expect((await post(f.owner, `/api/smart-scheduling/proposals/${proposal?.id}/accept`, {})).statusCode).toBe(403);
    const accepted = await post(f.coParent, `/api/smart-scheduling/proposals/${proposal?.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await pianoStarts(f.owner)).toEqual(moved);
    expect((await analyse(f.owner)).conflicts).toEqual([]);
  });

  it('refuses the Auto-Fix of a repeating event across families, changing nothing', async () => {
    await week(f.owner, f.owner.user.id);
    const [conflict] = (await analyse(f.owner)).conflicts;
    const refused = await post(f.intruder, '/api/smart-scheduling/resolve', {
      date: '2030-03-06',
      conflictId: conflict?.id ?? '',
      resolutionId: conflict?.suggestedResolutions[0]?.id ?? '',
    });
    expect(refused.statusCode).toBe(404);
    expect(await pianoStarts(f.owner)).toEqual(untouched);
  });
});
