import { describe, expect, it } from 'vitest';
import type { Child } from '../../common/schemas/children.js';
import type { TimelineEntry } from '../../common/schemas/timeline.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo timeline (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it("has months of both children's entries; Sarah's private note is hidden from David", async () => {
    const demo = await seedDemoFamily(t.db);
    const get = <T>(url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json<T>());
    const [parent1, parent2] = [await signIn(t.app, demo.parents[0]), await signIn(t.app, demo.parents[1])];
    const children = await get<Child[]>('/api/children', parent1);
    const emma = children.find((c) => c.name === 'Emma');
    const liam = children.find((c) => c.name === 'Liam');
    const emmaFor1 = await get<TimelineEntry[]>(`/api/children/${emma?.id}/timeline`, parent1);
    const emmaFor2 = await get<TimelineEntry[]>(`/api/children/${emma?.id}/timeline`, parent2);
    const liamFor2 = await get<TimelineEntry[]>(`/api/children/${liam?.id}/timeline`, parent2);
    expect(emmaFor1.filter((e) => e.isPrivate)).toHaveLength(1);
    expect(emmaFor2.filter((e) => e.isPrivate)).toEqual([]);
    expect(emmaFor2).toHaveLength(emmaFor1.length - 1);
    expect(liamFor2.length).toBeGreaterThanOrEqual(5);
    const dates = emmaFor1.map((e) => e.eventDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...emmaFor1, ...liamFor2].map((e) => e.timelineType)).size).toBe(6);
  });
});
