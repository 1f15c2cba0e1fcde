import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Radix Toast and the toast store load a second after the shell (toasts only follow user actions, and
 * the store keeps any toast raised earlier), keeping them out of the first load.
 */
const Toaster = lazy(() => import('@/components/ui/toaster'));

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
