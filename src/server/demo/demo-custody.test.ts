import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../../common/custody/calendar-dates.js';
import type { AuditPage } from '../../common/schemas/audit.js';
import type { CustodyCalendar, CustodySchedule, ScheduleChange, SwapRequest } from '../../common/schemas/custody.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo custody (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('has an agreed 2-2-3 schedule from this Monday with Sarah and a pending swap from David for two of their days next week', async () => {
    const demo = await seedDemoFamily(t.db);
    const cookie = await signIn(t.app, demo.parents[1]);
    const get = <T>(url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json<T>());

    const schedule = await get<CustodySchedule>('/api/custody-schedule');
    expect(schedule).toMatchObject({ pattern: '2-2-3', exchangeTime: '17:00' });
    expect(weekdayOf(schedule.startDate)).toBe(1);
    // An agreed version with its history: proposed by Sarah, accepted by David, in effect from that Monday.
    expect(schedule.effectiveFrom).toBe(schedule.startDate);
    expect(await get<ScheduleChange[]>('/api/custody-schedule/history')).toMatchObject([
      {
        kind: 'set',
        status: 'accepted',
        proposedByName: 'Sarah Bennett',
        answeredByName: 'David Bennett',
        effectiveFrom: schedule.startDate,
      },
    ]);
    const audit = await get<AuditPage>('/api/audit?entity=custody_schedule');
    expect(audit.items.map((e) => [e.action, e.actorName])).toEqual([
      ['accepted', 'David Bennett'],
      ['proposed', 'Sarah Bennett'],
    ]);
    const calendar = await get<CustodyCalendar>(`/api/custody/calendar?from=${schedule.startDate}&to=${addDays(schedule.startDate, 13)}`);
    expect(calendar.days[0]?.parentName).toBe('Sarah Bennett');

    const [request, ...others] = await get<SwapRequest[]>('/api/swap-requests');
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      status: 'pending',
      requestedByName: 'David Bennett',
      dates: [addDays(schedule.startDate, 7), addDays(schedule.startDate, 8)],
    });
    expect(request?.reason.length).toBeGreaterThan(0);
    for (const date of request?.dates ?? []) {
      expect(calendar.days.find((d) => d.date === date)?.parentName).toBe('David Bennett');
    }
  });
});
