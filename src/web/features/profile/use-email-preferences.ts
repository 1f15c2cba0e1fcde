import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences, UpdateEmailPreferences } from '@common/schemas/email-preferences';
import { apiJson } from '@/lib/api';
import { emailPreferencesQuery } from '@/lib/queries/email-preferences';

export function useEmailPreferences() {
  return useQuery(emailPreferencesQuery());
}

/** Saves one switch; the answer is the whole set as saved. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateEmailPreferences) => apiJson<EmailPreferences>('PATCH', '/api/mail/preferences', change),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQuery().queryKey, saved),
  });
}
