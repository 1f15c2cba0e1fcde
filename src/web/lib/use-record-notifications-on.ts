import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@common/schemas/auth';
import { apiJson } from './api';
import { authUserQuery } from './queries/auth';
import { gettingStartedQuery } from './queries/getting-started';

/**
 * Once the browser allows notifications, tells the server this parent turned them on (the getting-started
 * step), once: nothing is sent when the server already knows.
 */
export function useRecordNotificationsOn(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (queryClient.getQueryData(authUserQuery().queryKey)?.notificationsEnabled) return;
    const user = await apiJson<User>('PATCH', '/api/auth/settings', { notificationsEnabled: true });
    queryClient.setQueryData(authUserQuery().queryKey, user);
    await queryClient.invalidateQueries({ queryKey: gettingStartedQuery().queryKey });
  }, [queryClient]);
}
