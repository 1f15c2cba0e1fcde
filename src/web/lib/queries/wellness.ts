import { queryOptions } from '@tanstack/react-query';
import type { WellnessEntry, WellnessInsight } from '@common/schemas/wellness';
import type { InsightMood } from '@common/wellness-summary';
import { apiJson } from '../api';

/** GET /api/wellness: the signed-in parent's own check-ins, newest first. */
export const wellnessQuery = () => queryOptions<WellnessEntry[]>({ queryKey: ['/api/wellness'] });

interface InsightInput {
  /** The latest check-in and the number of check-ins: the insight is asked again only when they change. */
  latestId: string | undefined;
  count: number;
  mood: InsightMood;
  stressLevel: number;
}

/** POST /api/ai/wellness-insight for the latest check-in; a failure is only logged (SPEC.md section 8). */
export const wellnessInsightQuery = ({ latestId, count, mood, stressLevel }: InsightInput) =>
  queryOptions({
    queryKey: ['/api/ai/wellness-insight', latestId, count, mood, stressLevel],
    queryFn: async () => {
      try {
        return await apiJson<WellnessInsight>('POST', '/api/ai/wellness-insight', { mood, stressLevel });
      } catch (error) {
        console.error('Wellness insight failed', error);
        throw error;
      }
    },
  });
