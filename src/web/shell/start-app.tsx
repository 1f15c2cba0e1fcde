import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadSignedInScreen } from '@/app';
import { prefetchFirstQueries, seedBootQueries, seedBootUser } from '@/boot-user';
import { registerServiceWorker } from '@/lib/pwa';
import { queryClient } from '@/lib/query-client';
import { authUserQuery } from '@/lib/queries/auth';
import { startInstallPromptCapture } from '@/shell/use-install-prompt';

/**
 * Starts the app in the page's #root. Called by main.tsx, which stays a few bytes: the entry chunk holds only
 * main.tsx, and this runs from the framework chunk with the rest of the first load (vite.config.ts).
 */
export async function startApp(): Promise<void> {
  startInstallPromptCapture();
  // The signed-in user comes with the page when the server could read the session, and the screen's first data with
  // it (what the page does not carry is started at once); otherwise start the auth check before React mounts, in
  // parallel with loading the first screen.
  const boot = seedBootUser(queryClient);
  if (boot === 'signed-in') {
    seedBootQueries(queryClient, window.location.pathname);
    prefetchFirstQueries(queryClient, window.location.pathname);
    // A page's first date format sets up the browser's calendar and time-zone data: about 20 ms here, four times
    // that on a slow phone. Done while the screen's chunks are on their way, it costs neither the first paint nor
    // a long task after it, when the screen's dates are drawn.
    setTimeout(() => Intl.DateTimeFormat().resolvedOptions(), 0);
    // A chunk that fails to load here is asked for again by the first render, whose error boundary says so.
    await preloadSignedInScreen(window.location.pathname).catch(() => undefined);
  } else void queryClient.prefetchQuery(authUserQuery());

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

  registerServiceWorker();
}
