import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../common/schemas/media.js';
import { blobStoreFor } from '../files/file-store.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo media (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('fills the library with photos over the past year, analysed offline, one from a year ago today', async () => {
    const now = new Date('2026-07-14T09:00:00.000Z');
    const demo = await seedDemoFamily(t.db, now, blobStoreFor(t.config));
    const cookie = await signIn(t.app, demo.parents[1]);
    const response = await t.app.inject({ method: 'GET', url: '/api/family-media', headers: { cookie } });
    const items = response.json<MediaItem[]>();
    expect(items).toHaveLength(10);
    const months = new Set(items.map((item) => item.takenDate?.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    const beach = items.find((item) => item.fileName === 'Beach day.jpg');
    expect(beach).toMatchObject({ takenDate: '2025-07-20T11:12:00.000Z', location: '50.71920, -1.88080', eventCategory: 'vacation' });
    // Exactly a year before 'now', for Memory Insights' 'On this day'.
    expect(items.find((item) => item.fileName === 'Family bike ride.jpg')?.takenDate).toBe('2025-07-14T10:12:00.000Z');
    expect(items.find((item) => item.fileName === 'Liam soccer match.jpg')).toMatchObject({
      eventCategory: 'sports',
      peopleDetected: ['Liam'],
    });
    expect(items.every((item) => item.thumbnailUrl !== null && item.aiTags.length > 0)).toBe(true);
    const thumbnail = await t.app.inject({ method: 'GET', url: beach?.thumbnailUrl ?? '', headers: { cookie } });
    expect(thumbnail.statusCode).toBe(200);
  });
});
