import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@common/schemas/notifications';
import { notificationsQuery } from '../queries/notifications';
import { restartIfLoading } from './fresh-queries';

/** Puts a new notification at the top of the bell's list and counts it as unread. */
export function addNotification(client: QueryClient, notification: Notification): void {
  const { queryKey } = notificationsQuery();
  if (restartIfLoading(client, queryKey)) return;
  client.setQueryData(queryKey, (list) => {
    if (!list || list.items.some((n) => n.id === notification.id)) return list;
    return { items: [notification, ...list.items], unreadCount: list.unreadCount + (notification.readAt ? 0 : 1) };
  });
}

/** A system notification when the tab is hidden and the parent allowed them; a click brings the tab back to the link. */
export function showBrowserNotification(notification: Notification): void {
  if (typeof document === 'undefined' || !document.hidden || typeof Notification === 'undefined' || Notification.permission !== 'granted')
    return;
  try {
    const shown = new Notification(notification.title, { body: notification.body, tag: notification.id, icon: '/icon.svg' });
    shown.onclick = () => {
      window.focus();
      if (notification.link) {
        window.history.pushState(null, '', notification.link);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
      shown.close();
    };
  } catch (error) {
    // Some mobile browsers only allow notifications from a service worker.
    console.error('Browser notification failed', error);
  }
}
