import { lazy, Suspense, useSyncExternalStore } from 'react';
import { COPY } from '@common/copy';

const PlainNotice = ({ text = COPY.shell.offline }: { text?: string }) => <p className="px-4 py-2 text-center text-sm">{text}</p>;

/** Offline, the chunk may not load: fall back to the plain notice rather than fail. */
const OfflineNotice = lazy(() => import('./offline-notice').catch(() => ({ default: PlainNotice })));

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getSnapshot = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}

/**
 * Always mounted as a live region, so going offline is announced. The styled notice is a separate
 * chunk; if it cannot load (we are offline, after all), the plain text shows instead. `unavailable`:
 * online, but the server says it is briefly unavailable (its database is restarting).
 */
export function OfflineBanner({ unavailable = false }: { unavailable?: boolean }) {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online && unavailable && <PlainNotice text={COPY.shell.unavailable} />}
      {!online && (
        <Suspense fallback={<PlainNotice />}>
          <OfflineNotice />
        </Suspense>
      )}
    </div>
  );
}
