import { z } from 'zod';
import { INSIGHT_PERIODS, type InsightPeriod } from '../insight-periods.js';

export type { InsightPeriod } from '../insight-periods.js';

export const INSIGHTS_MESSAGES = {
  activityData: 'activityData must be a list holding the period: week, month or quarter',
  goalNotFound: 'Goal not found',
  goalDone: 'This goal is already done',
  suggestionGone: 'This suggestion no longer applies; generate new insights',
} as const;

/** Body of POST /api/ai/family-insights (SPEC.md section 7): `activityData`, a list holding the selected period. */
export const familyInsightsRequestSchema = z.object({
  activityData: z
    .array(z.unknown(), { error: INSIGHTS_MESSAGES.activityData })
    .max(5, INSIGHTS_MESSAGES.activityData)
    .transform((list, ctx): InsightPeriod => {
      const period = list.find((v): v is InsightPeriod => INSIGHT_PERIODS.includes(v as InsightPeriod));
      if (list.length > 0 && !period) {
        ctx.addIssue({ code: 'custom', message: INSIGHTS_MESSAGES.activityData });
        return z.NEVER;
      }
      return period ?? 'month';
    })
    .prefault([]),
});

export type Trend = 'up' | 'down' | 'stable';

/** The insight metric of SPEC.md section 3, with the figure it came from for the period before. */
export interface InsightMetric {
  key: 'communication' | 'adherence' | 'activities' | 'goals';
  label: string;
  /** Null when the period has too little data to say. */
  value: number | null;
  unit: string;
  trend: Trend;
  previous: number | null;
  /** One line of how it was computed, with the figures. */
  description: string;
  /** What to do when value is null. */
  empty: string;
}

/** The four categories of the weekly breakdown (SPEC.md section 2), plus health for appointments and medical entries. */
export const ACTIVITY_CATEGORIES = [
  'School & Education',
  'Quality Family Time',
  'Sports & Activities',
  'Social & Friends',
  'Health & Appointments',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];
export const WEEKLY_CATEGORIES = ACTIVITY_CATEGORIES.slice(0, 4);

/** The activity pattern of SPEC.md section 3. */
export interface ActivityPattern {
  category: ActivityCategory;
  count: number;
  /** Percent of the period's activities. */
  frequency: number;
  trend: Trend;
  /** YYYY-MM-DD, or null when never in the period. */
  lastSeen: string | null;
  impact: string;
}

export interface WeeklyBreakdown {
  category: ActivityCategory;
  /** Activities in each week of the period, oldest week first. */
  weeks: number[];
  perWeek: number;
}

export const SUGGESTION_TYPES = ['scheduling', 'communication', 'wellness'] as const;
export const SUGGESTION_PRIORITIES = ['high', 'medium', 'low'] as const;

export const SUGGESTION_OUTCOMES = ['goal', 'reminder', 'event', 'draft'] as const;
export type SuggestionOutcome = (typeof SUGGESTION_OUTCOMES)[number];

/** The recommendation of SPEC.md section 3; `id` is stable while its cause stands (Not Now hides it by id). */
export interface Recommendation {
  id: string;
  type: (typeof SUGGESTION_TYPES)[number];
  priority: (typeof SUGGESTION_PRIORITIES)[number];
  title: string;
  description: string;
  actionable: boolean;
  estimatedImpact: string;
  /** 'Suggested by' this date (YYYY-MM-DD): the due date of the goal 'Implement Suggestion' creates. */
  dueDate: string;
  /** What 'Implement Suggestion' makes (decision 0038): a shared goal, a private reminder, an event or a message draft. */
  implementAs: SuggestionOutcome;
  /** The goal's or the event's title, the reminder's words, or the draft message's text. */
  actionText: string;
  /** Where the parent acts on it in the app. */
  link: { href: string; label: string };
}

export interface SharedGoal {
  id: string;
  title: string;
  description: string | null;
  dueDate: string;
  createdBy: string;
  createdByName: string;
  createdAt: string;
  completedAt: string | null;
  completedByName: string | null;
}

export interface WellnessFigures {
  entries: number;
  mood: number | null;
  sleep: number | null;
  stress: number | null;
  insight: string | null;
}

export interface FamilyInsights {
  period: InsightPeriod;
  range: { from: string; to: string; previousFrom: string };
  generatedAt: string;
  /** Who worded the summary: the offline sentences or the configured model. */
  provider: 'offline' | 'openai';
  summary: string;
  metrics: InsightMetric[];
  highlights: string[];
  attention: string[];
  patterns: ActivityPattern[];
  weekly: WeeklyBreakdown[];
  suggestions: Recommendation[];
  goals: SharedGoal[];
  wellness: WellnessFigures;
}

/** What the AI provider words (never computes): the figures of the period, in plain numbers. */
export interface InsightsWordingInput {
  period: InsightPeriod;
  metrics: { label: string; value: number | null; unit: string; trend: Trend }[];
  highlights: string[];
  attention: string[];
}
export const insightsWordingSchema = z.object({ summary: z.string().trim().min(1).max(600) });
export type InsightsWording = z.infer<typeof insightsWordingSchema>;

/** Body of POST /api/insights/suggestions/:id/implement: the period whose suggestions the parent was looking at. */
export const implementSuggestionRequestSchema = z.strictObject({
  period: z.enum(INSIGHT_PERIODS, { error: 'Period must be week, month or quarter' }).default('month'),
});

/** What 'Implement Suggestion' made, and where it lives (the toast links there). */
export interface ImplementedSuggestion {
  kind: SuggestionOutcome;
  /** One sentence saying what was made. */
  message: string;
  link: { href: string; label: string };
  /** The shared goal, when one was set. */
  goal: SharedGoal | null;
}

export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** How long 'Not Now' hides a suggestion. */
export const NOT_NOW_DAYS = 14;
