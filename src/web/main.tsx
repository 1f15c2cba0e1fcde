import '@/shell/theme-init';
import '@/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { registerServiceWorker } from '@/lib/pwa';
import { queryClient } from '@/lib/query-client';
import { authUserQuery } from '@/lib/queries/auth';
import { startInstallPromptCapture } from '@/shell/use-install-prompt';

startInstallPromptCapture();
// Start the auth check before React mounts, in parallel with loading the first screen.
void queryClient.prefetchQuery(authUserQuery());

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
