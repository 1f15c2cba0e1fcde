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
  // Unverified when the shell first draws: the notice suspends with the shell (the app's loading boundary), so
  // it comes in the same paint instead of pushing the screen down a moment later. Later (an email changed), the
  // notice loads behind a boundary of its own, so the app stays on screen meanwhile.
  const [withShell] = useState(() => Boolean(user && !user.emailVerified));
  if (!user || user.emailVerified || dismissed || dismissedFor(user.id)) return null;
  const dismiss = () => {
    rememberDismissed(user.id);
    setDismissed(true);
    document.getElementById('main-content')?.focus();
  };
  const notice = <EmailVerificationNotice email={user.email} onDismiss={dismiss} />;
  return withShell ? notice : <Suspense fallback={null}>{notice}</Suspense>;
}
