import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { PROFILE_COPY } from './profile-copy';
import { browserCanPush, PushServiceUnavailable, subscribeThisDevice, unsubscribeThisDevice } from './push-device';
import type { PermissionState } from './use-notification-permission';

export type PushState = 'unsupported' | 'checking' | 'on' | 'off' | 'failed';

const TEXT = PROFILE_COPY.notifications.push;
/** Set when the parent turned notifications off on this device; allowing them in the browser cannot be undone from a page. */
const TURNED_OFF_KEY = 'amity-push-off';
const turnedOff = () => typeof localStorage !== 'undefined' && localStorage.getItem(TURNED_OFF_KEY) === '1';

/**
 * Web Push on this device. While notifications are allowed and the parent has not turned them off here, the
 * device is kept subscribed (subscribing when needed, and telling the server again, which moves the device to
 * whoever is signed in now).
 */
export function usePushSubscription(permission: PermissionState) {
  const [wanted, setWanted] = useState(() => !turnedOff());
  const [state, setState] = useState<PushState>(browserCanPush() ? 'checking' : 'unsupported');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!wanted || permission !== 'granted' || !browserCanPush()) return;
    let current = true;
    subscribeThisDevice().then(
      () => {
        if (!current) return;
        setState('on');
        setProblem(null);
      },
      (error: unknown) => {
        if (!current) return;
        setState('failed');
        setProblem(error instanceof PushServiceUnavailable ? TEXT.unreachable : errorMessage(error, TEXT.failed));
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, permission]);

  const turnOn = useCallback(() => {
    localStorage.removeItem(TURNED_OFF_KEY);
    setState(browserCanPush() ? 'checking' : 'unsupported');
    setWanted(true);
  }, []);

  const turnOff = useCallback(async () => {
    localStorage.setItem(TURNED_OFF_KEY, '1');
    setWanted(false);
    setState('off');
    setProblem(null);
    await unsubscribeThisDevice().catch((error: unknown) => setProblem(errorMessage(error, TEXT.failed)));
  }, []);

  return { state: wanted ? state : 'off', wanted, problem, turnOn, turnOff };
}
