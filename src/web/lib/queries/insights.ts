import { queryOptions } from '@tanstack/react-query';
import type { FamilyInsights, InsightPeriod, SharedGoal } from '@common/schemas/insights';
import { apiJson } from '../api';

/** Prefix of every Family Insights query: an 'insights.changed' or 'checkins.changed' event refreshes them. */
export const insightsKey = () => queryOptions<unknown>({ queryKey: ['/api/ai/family-insights'] });

/** POST /api/ai/family-insights with activityData [period] (SPEC.md section 7): the figures of the period. */
export const familyInsightsQuery = (period: InsightPeriod) =>
  queryOptions<FamilyInsights>({
    queryKey: [...insightsKey().queryKey, period],
    queryFn: () => apiJson<FamilyInsights>('POST', '/api/ai/family-insights', { activityData: [period] }),
  });

/** GET /api/insights/goals: the family's shared goals. */
export const sharedGoalsQuery = () => queryOptions<SharedGoal[]>({ queryKey: ['/api/insights/goals'] });
