import { queryOptions } from '@tanstack/react-query';
import type { NotificationList } from '@common/schemas/notifications';

/** GET /api/notifications: the bell's list and unread count. */
export const notificationsQuery = () => queryOptions<NotificationList>({ queryKey: ['/api/notifications'] });
