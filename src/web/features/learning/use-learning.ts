import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GeneratedGame,
  GeneratedStory,
  PlaySession,
  RecordPlayRequest,
  SavedStory,
  Story,
  StoryTheme,
  TipPlan,
} from '@common/schemas/learning';
import { apiJson } from '@/lib/api';
import { gamesQuery, playHistoryQuery, storiesQuery, tipsQuery } from '@/lib/queries/learning';

export const useGames = () => useQuery(gamesQuery());
export const usePlayHistory = () => useQuery(playHistoryQuery());
export const useSavedStories = () => useQuery(storiesQuery());
export const useTips = () => useQuery(tipsQuery());

/** 'Generate New Game': the next best game for the children (SPEC.md section 7: familyData), skipping those already shown. */
export function useGenerateGame() {
  return useMutation({
    mutationFn: (body: { familyData: string[]; exclude: string[] }) =>
      apiJson<GeneratedGame>('POST', '/api/ai/generate-content', { type: 'game', ...body }),
  });
}

/** A story of the theme starring the children (SPEC.md section 7: theme, familyMembers, ageRange, moralFocus). */
export function useGenerateStory() {
  return useMutation({
    mutationFn: (theme: StoryTheme) =>
      apiJson<GeneratedStory>('POST', '/api/ai/generate-content', { type: 'story', theme, familyMembers: [] }),
  });
}

export function useRecordPlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPlayRequest) => apiJson<PlaySession>('POST', '/api/learning/play-history', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: playHistoryQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: tipsQuery().queryKey });
    },
  });
}

export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: Story) => apiJson<SavedStory>('POST', '/api/learning/stories', { story }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesQuery().queryKey }),
  });
}

export function useTryTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remindAt }: { id: string; remindAt: string }) =>
      apiJson<TipPlan>('POST', `/api/learning/tips/${encodeURIComponent(id)}/try`, { remindAt }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tipsQuery().queryKey }),
  });
}
