import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COPY as APP_COPY } from '@common/copy';
import type { ImplementedSuggestion, InsightPeriod, SharedGoal } from '@common/schemas/insights';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { insightsKey, sharedGoalsQuery } from '@/lib/queries/insights';
import { showImplemented } from './implemented-toast';
import { INSIGHTS_COPY } from './insights-copy';

const path = (id: string, action: string) => `/api/insights/suggestions/${encodeURIComponent(id)}/${action}`;

/** Implement Suggestion (a goal, a reminder, an event or a draft), Not Now (hidden 14 days) and Mark Done; the insights refresh after each. */
export function useSuggestionActions(period: InsightPeriod) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: insightsKey().queryKey });
    void queryClient.invalidateQueries({ queryKey: sharedGoalsQuery().queryKey });
  };
  const implement = useMutation({
    mutationFn: (id: string) => apiJson<ImplementedSuggestion>('POST', path(id, 'implement'), { period }),
    onSuccess: async (result) => {
      showImplemented(result);
      await refresh();
    },
    onError: (error) => console.error('Implement suggestion failed', error),
  });
  const notNow = useMutation({
    mutationFn: (id: string) => apiJson<{ hiddenUntil: string }>('POST', path(id, 'dismiss')),
    onSuccess: refresh,
    onError: (error) => console.error('Not Now failed', error),
  });
  const markDone = useMutation({
    mutationFn: (id: string) => apiJson<SharedGoal>('POST', `/api/insights/goals/${encodeURIComponent(id)}/complete`),
    onSuccess: async () => {
      toast({ title: APP_COPY.toast.success, description: INSIGHTS_COPY.goalDone });
      await refresh();
    },
  });
  return { implement, notNow, markDone };
}
