/**
 * The period selector of Family Insights; each is a rolling window ending now, compared with the one before.
 * Free of zod, so the screen draws its selector without loading the schema library (src/common/schemas/insights.ts).
 */
export const INSIGHT_PERIODS = ['week', 'month', 'quarter'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const INSIGHT_PERIOD_DAYS: Record<InsightPeriod, number> = { week: 7, month: 30, quarter: 91 };
