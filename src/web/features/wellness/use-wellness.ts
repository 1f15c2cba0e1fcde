import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWellnessEntryRequest, WellnessEntry, WellnessInsight } from '@common/schemas/wellness';
import { insightMood } from '@common/wellness-summary';
import { apiJson } from '@/lib/api';

export const WELLNESS_KEY = ['/api/wellness'] as const;

/** The signed-in parent's own check-ins, newest first. */
export function useWellnessEntries() {
  return useQuery<WellnessEntry[]>({ queryKey: WELLNESS_KEY });
}

export function useLogCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWellnessEntryRequest) => apiJson<WellnessEntry>('POST', '/api/wellness', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WELLNESS_KEY }),
  });
}

export function useDeleteCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<undefined>('DELETE', `/api/wellness/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WELLNESS_KEY }),
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
    queryKey: ['wellness-insight', latest?.id, count, mood, stressLevel],
    queryFn: async () => {
      try {
        return await apiJson<WellnessInsight>('POST', '/api/ai/wellness-insight', { mood, stressLevel });
      } catch (error) {
        // SPEC.md section 8: a failed AI call is only logged.
        console.error('Wellness insight failed', error);
        throw error;
      }
    },
    enabled: enabled && latest !== undefined,
  });
}
