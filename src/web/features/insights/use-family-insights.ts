import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InsightPeriod } from '@common/schemas/insights';
import { familyInsightsQuery } from '@/lib/queries/insights';

/** The period the screen opens on. */
export const OPENING_PERIOD: InsightPeriod = 'month';

/** The insights the screen opens on, loaded before it first draws (an AI answer: the page never carries it). */
export async function prefetchOpeningInsights(client: QueryClient): Promise<void> {
  await client.prefetchQuery(familyInsightsQuery(OPENING_PERIOD));
}

/**
 * The period's insights; `generate` recomputes them and shows the new result (the spec's prototype discarded it).
 * `busy` is the parent's own Generate under way: a refresh the app makes by itself (a co-parent's change, the
 * catch-up as the realtime connection opens) replaces the figures quietly, without the banner that would push the
 * screen down and back up.
 */
export function useFamilyInsights(period: InsightPeriod) {
  const query = useQuery(familyInsightsQuery(period));
  const [generating, setGenerating] = useState(false);
  const generate = () => {
    setGenerating(true);
    void query
      .refetch()
      .then((result) => {
        // SPEC.md section 8: a failed call is only logged; the previous result stays.
        if (result.isError) console.error('Generate insights failed', result.error);
      })
      .finally(() => setGenerating(false));
  };
  return { ...query, generate, busy: generating };
}
