import { describe, expect, it } from 'vitest';
import type { CustodyCalendar, CustodySchedule, ScheduleChange } from '../../../common/schemas/custody.js';
import { getJson, twoFamilies } from '../../testing/cross-family.js';
import { agreeSchedule } from '../../testing/custody.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const schedule = (firstParentId: string, exchangePlace?: string) => ({
  pattern: 'alternating_weeks',
  startDate: '2030-03-04',
  exchangeTime: '17:00',
  firstParentId,
  timeZone: 'UTC',
  ...(exchangePlace === undefined ? {} : { exchangePlace }),
});

describe.each(TEST_DIALECTS)('handover place of the custody schedule (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('is part of the schedule both parents agree: proposed, shown in its history, and on every handover once accepted', async () => {
    const { owner, coParent } = await twoFamilies(t.app);
    await agreeSchedule(t.app, owner, coParent, schedule(owner.user.id, '  Lincoln School, front gate '));
    const history = await getJson<ScheduleChange[]>(t.app, coParent, '/api/custody-schedule/history');
    expect(history[0]?.summary).toBe(
      'Alternating weeks starting Mon 4 Mar 2030, exchanges at 17:00 UTC at Lincoln School, front gate, Alex Rivera starts',
    );
    const march = await getJson<CustodyCalendar>(t.app, coParent, '/api/custody/calendar?from=2030-03-10&to=2030-03-19');
    expect(march.exchanges.map((x) => [x.date, x.place])).toEqual([
      ['2030-03-11', 'Lincoln School, front gate'],
      ['2030-03-18', 'Lincoln School, front gate'],
    ]);

    // A later version without a place: its handovers name none, and the dates before it keep theirs.
    await agreeSchedule(t.app, coParent, owner, { ...schedule(owner.user.id, ''), startDate: '2030-03-15' });
    const after = await getJson<CustodyCalendar>(t.app, owner, '/api/custody/calendar?from=2030-03-10&to=2030-03-31');
    expect(after.exchanges.find((x) => x.date === '2030-03-11')?.place).toBe('Lincoln School, front gate');
    const later = after.exchanges.filter((x) => x.date >= '2030-03-15');
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((x) => 'place' in x)).toEqual([]);
  });

  it('answers 400 naming the field for a place too long or not text', async () => {
    const { owner } = await twoFamilies(t.app);
    for (const [place, message] of [
      ['x'.repeat(121), 'Handover place must be at most 120 characters'],
      [42, 'Handover place must be text'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/custody-schedule',
        headers: { cookie: owner.cookie },
        payload: { ...schedule(owner.user.id), exchangePlace: place },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { exchangePlace: message } });
    }
    expect(await getJson<CustodySchedule | null>(t.app, owner, '/api/custody-schedule')).toBeNull();
  });
});
