import { useEffect } from 'react';
import { dismissInstallCard, loadInstallCard, promptInstall, useInstallPrompt } from './use-install-prompt';

/**
 * Hidden until the browser offers installation; accepting, dismissing or installing hides it (SPEC.md section 4).
 * The card's chunk is fetched when the offer comes (use-install-prompt.ts) and the card drawn in the first render
 * after it arrives: behind React.lazy it waited out Suspense's reveal throttle (300 ms after the screen's own first
 * paint) and, on a phone, drew as the page's largest paint that much later.
 */
export function LazyInstallPrompt() {
  const { showCard, InstallCard } = useInstallPrompt();
  useEffect(() => {
    if (showCard && !InstallCard) loadInstallCard(); // after a failed load
  }, [showCard, InstallCard]);
  return showCard && InstallCard ? <InstallCard onInstall={() => void promptInstall()} onDismiss={dismissInstallCard} /> : null;
}
