import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWellnessEntryRequest, WellnessEntry } from '@common/schemas/wellness';
import { insightMood } from '@common/wellness-summary';
import { apiJson } from '@/lib/api';
import { wellnessInsightQuery, wellnessQuery } from '@/lib/queries/wellness';

/** The signed-in parent's own check-ins, newest first. */
export function useWellnessEntries() {
  return useQuery(wellnessQuery());
}

export function useLogCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWellnessEntryRequest) => apiJson<WellnessEntry>('POST', '/api/wellness', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wellnessQuery().queryKey }),
  });
}

export function useDeleteCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<undefined>('DELETE', `/api/wellness/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wellnessQuery().queryKey }),
  });
}

/**
 * The AI insight for the latest check-in (SPEC.md section 9's mood mapping), asked again only when the
 * check-ins change; the server reads the recent history itself.
 */
export function useWellnessInsight(latest: WellnessEntry | undefined, count: number, enabled: boolean) {
  const mood = latest ? insightMood(latest.moodScore) : 'okay';
  const stressLevel = latest?.stressLevel ?? 5;
  return useQuery({
    ...wellnessInsightQuery({ latestId: latest?.id, count, mood, stressLevel }),
    enabled: enabled && latest !== undefined,
  });
}
