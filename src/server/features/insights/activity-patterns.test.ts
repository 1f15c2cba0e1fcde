import { describe, expect, it } from 'vitest';
import { activityPatterns, weeklyBreakdown } from './activity-patterns.js';
import type { CategorisedActivity } from './family-activities.js';
import { periodRange } from './period-range.js';

describe('activity patterns', () => {
  const range = periodRange('week', new Date('2030-03-15T12:00:00Z'));
  const act = (category: CategorisedActivity['category'], date: string): CategorisedActivity => ({ category, date });
  const activities = [
    act('School & Education', '2030-03-09'),
    act('School & Education', '2030-03-12'),
    act('Sports & Activities', '2030-03-14'),
    act('Social & Friends', '2030-03-13'),
    act('Sports & Activities', '2030-03-02'),
    act('Sports & Activities', '2030-03-04'),
    act('Sports & Activities', '2030-03-06'),
  ];

  it('gives each category its share of the period, last date and trend against the period before', () => {
    expect(activityPatterns(activities, range)).toEqual([
      {
        category: 'School & Education',
        count: 2,
        frequency: 50,
        trend: 'up',
        lastSeen: '2030-03-12',
        impact: 'More often than the period before',
      },
      {
        category: 'Social & Friends',
        count: 1,
        frequency: 25,
        trend: 'up',
        lastSeen: '2030-03-13',
        impact: 'More often than the period before',
      },
      {
        category: 'Sports & Activities',
        count: 1,
        frequency: 25,
        trend: 'down',
        lastSeen: '2030-03-14',
        impact: 'Less often than the period before',
      },
    ]);
  });

  it('breaks the four spec categories down by week', () => {
    const quarter = periodRange('quarter', new Date('2030-03-15T12:00:00Z'));
    const weekly = weeklyBreakdown(activities, quarter);
    expect(weekly.map((w) => w.category)).toEqual(['School & Education', 'Quality Family Time', 'Sports & Activities', 'Social & Friends']);
    expect(weekly[0]?.weeks).toHaveLength(13);
    expect(weekly[2]?.weeks.reduce((s, n) => s + n, 0)).toBe(4);
    expect(weekly[2]?.perWeek).toBe(0.3);
    expect(weekly[0]?.weeks.at(-1)).toBe(2);
  });
});
