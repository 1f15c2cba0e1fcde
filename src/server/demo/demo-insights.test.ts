import { describe, expect, it } from 'vitest';
import type { FamilyInsights } from '../../common/schemas/insights.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo family insights (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('has shared goals and figures on every Overview card', async () => {
    const demo = await seedDemoFamily(t.db);
    const [sarah] = demo.parents;
    const cookie = await signIn(t.app, { email: sarah.email, password: sarah.password });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/family-insights',
      headers: { cookie },
      payload: { activityData: ['month'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const insights = response.json<FamilyInsights>();
    expect(insights.goals.map((g) => g.completedAt === null)).toEqual([true, false, false]);
    const value = (key: string) => insights.metrics.find((m) => m.key === key)?.value;
    expect(value('communication')).toEqual(expect.any(Number));
    expect(value('activities')).toEqual(expect.any(Number));
    expect(value('goals')).toBe(100);
    expect(insights.wellness.entries).toBeGreaterThan(0);
    const checkIns = await t.db.kysely.selectFrom('exchangeCheckIns').select('status').execute();
    // Past handovers of the demo's week (none yet on its Monday and Tuesday): both parents checked in at each.
    expect(checkIns.length % 2).toBe(0);
  });
});
