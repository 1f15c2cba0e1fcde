import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadSignedInScreen } from '@/app';
import { prefetchFirstQueries, seedBootUser } from '@/boot-user';
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
  // The signed-in user comes with the page when the server could read the session, and the screen's data is then
  // started at once; otherwise start the auth check before React mounts, in parallel with loading the first screen.
  const boot = seedBootUser(queryClient);
  if (boot === 'signed-in') {
    prefetchFirstQueries(queryClient, window.location.pathname);
    // A chunk that fails to load here is asked for again by the first render, whose error boundary says so.
    await preloadSignedInScreen(window.location.pathname).catch(() => undefined);
  } else void queryClient.prefetchQuery(authUserQuery());

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

  registerServiceWorker();
}
