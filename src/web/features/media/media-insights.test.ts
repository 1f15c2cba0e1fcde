import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@common/schemas/media';
import { categoriesIn, filterMedia } from './filter-media';
import { countsByCategory, countsByMonth, onThisDay, topTags } from './media-insights';

let n = 0;
const item = (over: Partial<MediaItem>): MediaItem => ({
  id: `m${(n += 1)}`,
  fileName: 'IMG.jpg',
  fileUrl: '/api/files/x',
  thumbnailUrl: null,
  mediaType: 'photo',
  contentType: 'image/jpeg',
  size: 1,
  aiTags: [],
  peopleDetected: [],
  eventCategory: 'everyday',
  emotionAnalysis: '',
  uploadDate: '2026-03-01T12:00:00.000Z',
  takenDate: null,
  location: null,
  locationShared: false,
  memoryHighlight: null,
  width: null,
  height: null,
  duration: null,
  uploader: { id: 'u', name: 'Alex' },
  canDelete: true,
  ...over,
});

const beach = item({
  fileName: 'Beach day.jpg',
  aiTags: ['beach', 'summer'],
  eventCategory: 'vacation',
  takenDate: '2024-07-14T10:00:00.000Z',
});
const party = item({
  fileName: 'party.jpg',
  aiTags: ['birthday', 'summer'],
  eventCategory: 'birthday',
  takenDate: '2025-07-14T18:00:00.000Z',
});
const park = item({ fileName: 'IMG_2.jpg', aiTags: ['outdoors'], eventCategory: 'outdoors', location: '51.50740, -0.12767' });

describe('filterMedia', () => {
  it('matches every word against name, tags, category label and place', () => {
    expect(filterMedia([beach, party, park], 'summer', 'all')).toEqual([beach, party]);
    expect(filterMedia([beach, party, park], 'Holiday beach', 'all', (c) => (c === 'vacation' ? 'Holiday' : c))).toEqual([beach]);
    expect(filterMedia([beach, party, park], '51.507', 'all')).toEqual([park]);
    expect(filterMedia([beach, party, park], '', 'birthday')).toEqual([party]);
    expect(filterMedia([beach, party, park], 'beach', 'birthday')).toEqual([]);
  });

  it('lists the categories present in the library order', () => {
    expect(categoriesIn([park, party, beach, item({ eventCategory: 'zebra' })], ['birthday', 'vacation', 'outdoors'])).toEqual([
      'birthday',
      'vacation',
      'outdoors',
      'zebra',
    ]);
  });
});

describe('media insights', () => {
  const today = new Date(2026, 6, 14, 9);

  it('counts memories by month over the last year, by the day they were taken', () => {
    const months = countsByMonth([beach, party, item({ takenDate: '2026-07-02T10:00:00.000Z' })], today);
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ year: 2025, month: 8 });
    expect(months.at(-1)).toEqual({ year: 2026, month: 7, count: 1 });
    expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(1);
  });

  it('counts categories and tags, most first', () => {
    expect(countsByCategory([beach, party, park, item({ eventCategory: 'vacation' })])[0]).toEqual({ category: 'vacation', count: 2 });
    expect(topTags([beach, party, park])).toEqual([
      { tag: 'summer', count: 2 },
      { tag: 'beach', count: 1 },
      { tag: 'birthday', count: 1 },
      { tag: 'outdoors', count: 1 },
    ]);
  });

  it('finds memories of this day in earlier years, newest year first', () => {
    expect(onThisDay([beach, park, party], today)).toEqual([party, beach]);
  });
});
