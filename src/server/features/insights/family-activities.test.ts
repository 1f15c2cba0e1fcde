import { describe, expect, it } from 'vitest';
import { activityCategory, type InsightActivity } from './activity-category.js';
import { activitiesMetric, activityFigures, categorise } from './family-activities.js';

const a = (source: InsightActivity['source'], type: string, title: string, date = '2030-03-10'): InsightActivity => ({
  source,
  type,
  title,
  date,
});

describe('family activities', () => {
  it('maps titles first, then types, and leaves custody out', () => {
    expect(activityCategory(a('event', 'activity', "Mia's birthday party"))).toBe('Social & Friends');
    expect(activityCategory(a('event', 'activity', 'Zoo trip'))).toBe('Quality Family Time');
    expect(activityCategory(a('event', 'activity', 'Soccer practice'))).toBe('Sports & Activities');
    expect(activityCategory(a('event', 'activity', 'Pottery'))).toBe('Sports & Activities');
    expect(activityCategory(a('event', 'school', 'Parent-teacher conference'))).toBe('School & Education');
    expect(activityCategory(a('event', 'school', 'School music concert'))).toBe('School & Education');
    expect(activityCategory(a('event', 'appointment', 'Dentist'))).toBe('Health & Appointments');
    expect(activityCategory(a('event', 'custody', 'Pickup from school'))).toBeNull();
    expect(activityCategory(a('timeline', 'achievement', 'Reading award'))).toBe('School & Education');
    expect(activityCategory(a('timeline', 'memory', 'First bike ride'))).toBe('Quality Family Time');
    expect(activityCategory(a('timeline', 'medical', 'Flu shot'))).toBe('Health & Appointments');
  });

  it('counts a week of activities per category', () => {
    const all = categorise([
      a('event', 'school', 'Science fair', '2030-03-02'),
      a('event', 'activity', 'Soccer', '2030-03-03'),
      a('event', 'activity', 'Soccer', '2030-03-10'),
      a('timeline', 'memory', 'Beach day', '2030-03-12'),
      a('event', 'activity', 'Soccer', '2030-02-20'),
    ]);
    const from = new Date('2030-03-01T00:00:00Z');
    const to = new Date('2030-03-15T00:00:00Z');
    const figures = activityFigures(all, from, to, 14);
    expect(figures).toEqual({
      count: 4,
      byCategory: { 'School & Education': 1, 'Sports & Activities': 2, 'Quality Family Time': 1 },
      value: 2,
    });
    const before = activityFigures(all, new Date('2030-02-15T00:00:00Z'), from, 14);
    expect(before.value).toBe(0.5);
    const metric = activitiesMetric(figures, before, 14);
    expect(metric).toMatchObject({ value: 2, unit: 'per week', trend: 'up' });
    expect(metric.description).toBe('4 activities in 2 weeks: 2 Sports & Activities, 1 Quality Family Time, 1 School & Education');
  });
});
