import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { InsightPeriod } from '@common/schemas/insights';
import { familyInsightsQuery } from '@/lib/queries/insights';

/** The period the screen opens on. */
export const OPENING_PERIOD: InsightPeriod = 'month';

/** The insights the screen opens on, loaded before it first draws (an AI answer: the page never carries it). */
export async function prefetchOpeningInsights(client: QueryClient): Promise<void> {
  await client.prefetchQuery(familyInsightsQuery(OPENING_PERIOD));
}

/** The period's insights; `generate` recomputes them and shows the new result (the spec's prototype discarded it). */
export function useFamilyInsights(period: InsightPeriod) {
  const query = useQuery(familyInsightsQuery(period));
  const generate = () =>
    void query.refetch().then((result) => {
      // SPEC.md section 8: a failed call is only logged; the previous result stays.
      if (result.isError) console.error('Generate insights failed', result.error);
    });
  return { ...query, generate, busy: query.isFetching };
}
