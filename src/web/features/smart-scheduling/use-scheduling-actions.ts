import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImplementSuggestionResponse, ResolveConflictResponse } from '@common/schemas/smart-scheduling';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { eventsQuery } from '@/lib/queries/events';
import { rescheduleProposalsQuery, scheduleAnalysesQuery } from '@/lib/queries/smart-scheduling';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';

/** After a change: the analysis of every week and the calendar's events load again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: scheduleAnalysesQuery().queryKey });
    await queryClient.invalidateQueries({ queryKey: eventsQuery().queryKey });
    await queryClient.invalidateQueries({ queryKey: rescheduleProposalsQuery().queryKey });
  };
}

/** Auto-Fix: the server finds the conflict again and applies the resolution, or sends the swap request it proposes. */
export function useResolveConflict(date: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: { conflictId: string; resolutionId: string }) =>
      apiJson<ResolveConflictResponse>('POST', '/api/smart-scheduling/resolve', { date, ...ids }),
    onSuccess: async (result) => {
      toast({ title: result.outcome === 'applied' ? COPY.fixed : COPY.requested, description: result.message });
      await refresh();
    },
    onError: async (error) => {
      toast({ title: COPY.fixFailed, description: errorMessage(error), variant: 'destructive' });
      await refresh();
    },
  });
}

/** Implement: does what the suggestion says; on failure it stays (SPEC.md section 4). */
export function useImplementSuggestion(date: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (suggestionId: string) =>
      apiJson<ImplementSuggestionResponse>('POST', '/api/ai/implement-suggestion', { suggestionId, date }),
    onSuccess: async (result) => {
      toast({ title: COPY.implemented, description: result.message });
      await refresh();
    },
    onError: (error) => console.error('Implementing the suggestion failed', error),
  });
}

/** Remind Later: hidden from this parent until tomorrow. */
export function useSnoozeSuggestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (suggestionId: string) => apiJson<{ until: string }>('POST', '/api/smart-scheduling/snoozes', { suggestionId }),
    onSuccess: async () => {
      toast({ title: COPY.remindLater, description: COPY.snoozed });
      await refresh();
    },
    onError: (error) => console.error('Snoozing the suggestion failed', error),
  });
}
