import { ACTIVITY_CATEGORIES, WEEKLY_CATEGORIES, type ActivityPattern, type WeeklyBreakdown } from '../../../common/schemas/insights.js';
import type { CategorisedActivity } from './family-activities.js';
import { within, type PeriodRange } from './period-range.js';
import { percent, round1, trendOf } from './trend.js';

const WEEK_MS = 7 * 86_400_000;

const IMPACT: Record<ActivityPattern['trend'], string> = {
  up: 'More often than the period before',
  down: 'Less often than the period before',
  stable: 'About as often as the period before',
};

/** Each category with activities in the period or the one before: share of the period's activities, last date, trend. */
export function activityPatterns(activities: CategorisedActivity[], range: PeriodRange): ActivityPattern[] {
  const current = activities.filter((a) => within(a.date, range.from, range.to));
  const previous = activities.filter((a) => within(a.date, range.previousFrom, range.from));
  return ACTIVITY_CATEGORIES.flatMap((category): ActivityPattern[] => {
    const now = current.filter((a) => a.category === category);
    const before = previous.filter((a) => a.category === category).length;
    if (now.length === 0 && before === 0) return [];
    const trend = trendOf(now.length, before, Math.max(1, Math.ceil(before * 0.2)));
    return [
      {
        category,
        count: now.length,
        frequency: current.length ? percent(now.length, current.length) : 0,
        trend,
        lastSeen:
          now
            .map((a) => a.date)
            .sort()
            .at(-1) ?? null,
        impact: IMPACT[trend],
      },
    ];
  }).sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

/** Activities of the four spec categories in each week of the period (oldest first), and their weekly average. */
export function weeklyBreakdown(activities: CategorisedActivity[], range: PeriodRange): WeeklyBreakdown[] {
  const weekCount = Math.ceil(range.days / 7);
  return WEEKLY_CATEGORIES.map((category) => {
    const weeks = Array.from({ length: weekCount }, () => 0);
    for (const a of activities) {
      if (a.category !== category || !within(a.date, range.from, range.to)) continue;
      const index = Math.min(weekCount - 1, Math.floor((Date.parse(`${a.date}T00:00:00Z`) - range.from.getTime()) / WEEK_MS));
      weeks[Math.max(0, index)] = (weeks[Math.max(0, index)] ?? 0) + 1;
    }
    const total = weeks.reduce((s, n) => s + n, 0);
    return { category, weeks, perWeek: round1(total / (range.days / 7)) };
  });
}
