import type { ActivityCategory, InsightMetric } from '../../../common/schemas/insights.js';
import { activityCategory, type InsightActivity } from './activity-category.js';
import { plural, round1, trendOf } from './trend.js';
import { within } from './period-range.js';

export interface CategorisedActivity {
  category: ActivityCategory;
  date: string;
}

export function categorise(activities: InsightActivity[]): CategorisedActivity[] {
  return activities.flatMap((a) => {
    const category = activityCategory(a);
    return category ? [{ category, date: a.date }] : [];
  });
}

export interface ActivityFigures {
  count: number;
  byCategory: Partial<Record<ActivityCategory, number>>;
  /** Activities a week over the period; null with none. */
  value: number | null;
}

export function activityFigures(activities: CategorisedActivity[], from: Date, to: Date, days: number): ActivityFigures {
  const current = activities.filter((a) => within(a.date, from, to));
  const byCategory: Partial<Record<ActivityCategory, number>> = {};
  for (const a of current) byCategory[a.category] = (byCategory[a.category] ?? 0) + 1;
  return { count: current.length, byCategory, value: current.length ? round1(current.length / (days / 7)) : null };
}

/** Family Activities: events and shared timeline entries a week, by category. */
export function activitiesMetric(current: ActivityFigures, previous: ActivityFigures, days: number): InsightMetric {
  const categories = Object.entries(current.byCategory)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([category, n]) => `${n} ${category}`)
    .join(', ');
  return {
    key: 'activities',
    label: 'Family Activities',
    value: current.value,
    unit: 'per week',
    trend: trendOf(current.value, previous.value, 0.5),
    previous: previous.value,
    description: `${plural(current.count, 'activity', 'activities')} in ${round1(days / 7)} weeks${categories ? `: ${categories}` : ''}`,
    empty: 'No activities in this period: add events in Calendar or entries in Child Timeline.',
  };
}
