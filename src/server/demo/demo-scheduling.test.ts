import { describe, expect, it } from 'vitest';
import type { ScheduleAnalysis } from '../../common/schemas/smart-scheduling.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe.each(TEST_DIALECTS)('demo smart scheduling (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('has real clashes in the days ahead and a resolution already made this week', async () => {
    // A Wednesday morning: the clashes of tomorrow and the day after, and yesterday's resolution, are all in this week.
    const now = new Date(2030, 2, 6, 9, 0);
    const demo = await seedDemoFamily(t.db, now);
    const cookie = await signIn(t.app, demo.parents[0]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/smart-schedule',
      headers: { cookie },
      payload: { date: localDate(now) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const analysis = response.json<ScheduleAnalysis>();
    const titles = analysis.conflicts.map((c) => c.title);
    expect(titles).toContain('Liam is booked twice');
    expect(titles).toContain("Only 5 min between 'Art club' and 'Haircut'");
    expect(analysis.suggestions.map((s) => s.title)).toContain("Nobody is assigned to 'Book fair'");
    expect(analysis.analytics.conflictsResolved).toBe(1);
  });
});
