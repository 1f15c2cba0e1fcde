import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, UpdateProfileRequest, UpdateProfileResponse } from '@common/schemas/account';
import { apiJson } from '@/lib/api';
import { accountSessionsQuery } from '@/lib/queries/account-sessions';
import { authUserQuery } from '@/lib/queries/auth';

export function useAccountSessions() {
  return useQuery(accountSessionsQuery());
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => apiJson<UpdateProfileResponse>('PATCH', '/api/auth/profile', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQuery().queryKey }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => apiJson<{ endedSessions: number }>('POST', '/api/auth/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery().queryKey }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery().queryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ endedSessions: number }>('POST', '/api/auth/sessions/sign-out-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery().queryKey }),
  });
}

/** Deletes the account; the session ends with it, so the page goes to the landing page. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiJson<void>('DELETE', '/api/account', { password }),
    onSuccess: () => window.location.assign('/'),
  });
}
