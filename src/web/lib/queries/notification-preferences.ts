import { queryOptions } from '@tanstack/react-query';
import type { NotificationPreferences } from '@common/schemas/notification-preferences';

/** GET /api/notifications/preferences: how each kind reaches this parent, quiet hours and bundling. */
export const notificationPreferencesQuery = () => queryOptions<NotificationPreferences>({ queryKey: ['/api/notifications/preferences'] });
