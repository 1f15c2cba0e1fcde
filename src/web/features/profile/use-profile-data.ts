import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@common/schemas/auth';
import type { CreatedInvitation, Family, InvitationEmailed } from '@common/schemas/family';
import { apiJson } from '@/lib/api';
import { authUserQuery } from '@/lib/queries/auth';
import { appConfigQuery } from '@/lib/queries/config';
import { familyQuery } from '@/lib/queries/family';

export function useFamily() {
  return useQuery(familyQuery());
}

export function useAppConfig() {
  return useQuery(appConfigQuery());
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiJson<CreatedInvitation>('POST', '/api/family/invitations', { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQuery().queryKey }),
  });
}

/** Emails a pending invitation's link to the address it was made for. */
export function useEmailInvitation() {
  return useMutation({
    mutationFn: (id: string) => apiJson<InvitationEmailed>('POST', `/api/family/invitations/${encodeURIComponent(id)}/email`),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/family/invitations/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQuery().queryKey }),
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
    onSuccess: (user) => queryClient.setQueryData(authUserQuery().queryKey, user),
  });
}
