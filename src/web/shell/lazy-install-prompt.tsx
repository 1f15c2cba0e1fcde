import { lazy, Suspense } from 'react';
import { useInstallPrompt } from './use-install-prompt';

const InstallPrompt = lazy(() => import('./install-prompt'));

/** Hidden until the browser offers installation; accepting, dismissing or installing hides it (SPEC.md section 4). */
export function LazyInstallPrompt() {
  const { showCard } = useInstallPrompt();
  if (!showCard) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}
