import { useEffect } from 'react';

/**
 * Mounted in the signed-in shell: loads the realtime client after first paint (keeping it out of the
 * first load) and keeps one socket open for as long as the shell is shown.
 */
export function RealtimeConnection() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./start-realtime')
      .then(({ startRealtime }) => {
        if (!cancelled) stop = startRealtime();
      })
      .catch((error: unknown) => console.error('Realtime client failed to load', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
