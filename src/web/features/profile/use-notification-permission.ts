import { useCallback, useState } from 'react';

export type PermissionState = NotificationPermission | 'unsupported';

const read = (): PermissionState => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/** The browser's Notification permission, and a way to ask for it. */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<PermissionState>(read);
  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  }, []);
  return { permission, request };
}
