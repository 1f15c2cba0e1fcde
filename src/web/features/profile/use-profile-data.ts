import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@common/schemas/auth';
import type { AppConfig } from '@common/schemas/config';
import type { CreatedInvitation, Family } from '@common/schemas/family';
import { apiJson } from '@/lib/api';
import { AUTH_USER_KEY } from '@/lib/use-auth';

export const FAMILY_KEY = ['/api/family'] as const;
export const CONFIG_KEY = ['/api/config'] as const;

export function useFamily() {
  return useQuery<Family>({ queryKey: FAMILY_KEY });
}

export function useAppConfig() {
  return useQuery<AppConfig>({ queryKey: CONFIG_KEY });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiJson<CreatedInvitation>('POST', '/api/family/invitations', { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/family/invitations/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
  });
}

export function useLeaveFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<Family>('POST', '/api/family/leave'),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useUpdateAiSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aiEnabled: boolean) => apiJson<User>('PATCH', '/api/auth/settings', { aiEnabled }),
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
  });
}
