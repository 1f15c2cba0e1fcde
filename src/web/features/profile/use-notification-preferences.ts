import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, UpdateNotificationPreferences } from '@common/schemas/notification-preferences';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { notificationPreferencesQuery } from '@/lib/queries/notification-preferences';
import { PROFILE_COPY } from './profile-copy';

const TEXT = PROFILE_COPY.notifications.delivery;

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

/** Saves one change and says so; the answer is the whole set as saved. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (change: UpdateNotificationPreferences) =>
      apiJson<NotificationPreferences>('PATCH', '/api/notifications/preferences', change),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery().queryKey, saved),
  });
  const save = (change: UpdateNotificationPreferences) =>
    mutation.mutate(change, {
      onSuccess: () => toast({ title: TEXT.saved }),
      onError: (error) => toast({ title: TEXT.saveFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  return { save, isPending: mutation.isPending };
}
