import { describe, expect, it } from 'vitest';
import type { WellnessEntry, WellnessInsight } from '../../common/schemas/wellness.js';
import { isExerciseMinutes, isScore, isSleepHours } from '../../common/wellness-rules.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo wellness (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('gives each demo parent months of their own valid check-ins, and an insight that names what helped them', async () => {
    const demo = await seedDemoFamily(t.db);
    const seen: WellnessEntry[][] = [];
    const insights: string[] = [];
    for (const parent of demo.parents) {
      const cookie = await signIn(t.app, parent);
      const entries = (await t.app.inject({ method: 'GET', url: '/api/wellness', headers: { cookie } })).json<WellnessEntry[]>();
      seen.push(entries);
      const insight = await t.app.inject({
        method: 'POST',
        url: '/api/ai/wellness-insight',
        headers: { cookie },
        payload: { mood: 'okay', stressLevel: 5 },
      });
      insights.push(insight.json<WellnessInsight>().insight);
    }
    const [first = [], second = []] = seen;
    expect(first.length).toBeGreaterThan(60);
    expect(second.length).toBeGreaterThan(60);
    expect(first.filter((e) => second.some((s) => s.id === e.id))).toEqual([]);
    const oldest = first.at(-1)?.entryDate ?? '';
    expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(80 * 86_400_000);
    for (const e of [...first, ...second]) {
      expect(isScore(e.moodScore) && isScore(e.stressLevel) && isScore(e.communicationRating)).toBe(true);
      expect(isSleepHours(e.sleepHours) && isExerciseMinutes(e.exerciseMinutes)).toBe(true);
    }
    expect(insights[0]).toMatch(/Evening walk|exercise/);
    expect(insights[0]).toContain("'Custody handoff' came up");
    expect(insights[1]).toMatch(/sleep|Reading before bed/);
    expect(insights[1]).toContain("'Work deadline' came up");
  });
});
