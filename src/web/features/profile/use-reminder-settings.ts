import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings, UpdateReminderSettings } from '@common/schemas/reminders';
import { apiJson } from '@/lib/api';
import { reminderSettingsQuery } from '@/lib/queries/reminder-settings';

export function useReminderSettings() {
  return useQuery(reminderSettingsQuery());
}

/** Saves the lead time; the answer is the setting as saved. */
export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateReminderSettings) => apiJson<ReminderSettings>('PATCH', '/api/reminders/settings', change),
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQuery().queryKey, saved),
  });
}
