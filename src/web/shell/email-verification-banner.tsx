import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/lib/use-auth';

const EmailVerificationNotice = lazy(() => import('./email-verification-notice'));

const DISMISSED_KEY = 'amity.emailVerificationDismissed';

function dismissedFor(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
}

function rememberDismissed(userId: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, userId);
  } catch {
    // Storage refused (private mode): the banner stays hidden until this page is reloaded.
  }
}

/**
 * Asks a parent whose email is not verified yet to open the link we sent, until they do; they may hide it
 * for this browser session. Verified parents load nothing: the visible part is a chunk of its own.
 */
export function EmailVerificationBanner() {
  const { user } = useAuth();
  const [dismissed, setDismissed] = useState(false);
  if (!user || user.emailVerified || dismissed || dismissedFor(user.id)) return null;
  const dismiss = () => {
    rememberDismissed(user.id);
    setDismissed(true);
    document.getElementById('main-content')?.focus();
  };
  return (
    <Suspense fallback={null}>
      <EmailVerificationNotice email={user.email} onDismiss={dismiss} />
    </Suspense>
  );
}
