import { QueryClientProvider } from '@tanstack/react-query';
import { SHELL_COPY } from '@/shell/shell-copy';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { queryClient } from '@/lib/query-client';
import { useAuth, useRecheckAuth } from '@/lib/use-auth';
import { OfflineBanner } from '@/shell/offline-banner';
import { ChunkErrorBoundary } from '@/shell/chunk-error-boundary';
import { ThemeProvider } from '@/shell/theme-provider';

/** Every screen is its own chunk; the signed-in shell (Radix-heavy) never loads for visitors. */
const LandingPage = lazy(() => import('@/features/landing/landing-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));
const AuthenticatedApp = preloadableLazy(() => import('@/authenticated-app'));

/** The longest a signed-in page waits, once its screen has loaded, for the data the screen loads first. */
const FIRST_DATA_WAIT_MS = 300;

/**
 * Loads the signed-in shell and the screen at `path` before the first render (their chunks are already on their
 * way: the page preloads them), and the screen's first data the page could not carry, so the first paint is the
 * screen itself with its data, not a blank page, then the screen, then its data.
 */
export async function preloadSignedInScreen(path: string): Promise<void> {
  await AuthenticatedApp.preload();
  const { preloadScreen } = await import('@/authenticated-app');
  await preloadScreen(path, queryClient, FIRST_DATA_WAIT_MS);
}

function PageLoading() {
  return <div className="min-h-svh bg-background" aria-busy="true" aria-label={SHELL_COPY.loading} role="status" />;
}

/**
 * The public pages' notice (offline, or the server briefly unavailable), outside the pages' Suspense so it shows
 * while a page's chunk is still on its way. The signed-in shell has its own (src/web/shell/app-layout.tsx).
 */
function PublicNotice() {
  const { isAuthenticated, isLoading } = useAuth();
  const { unavailable } = useRecheckAuth();
  if (!isLoading && isAuthenticated) return null;
  return <OfflineBanner unavailable={unavailable} />;
}

/**
 * ACCESS RULE (SPEC.md section 2): while auth is loading or signed out, only / is served (the landing
 * page) and any other path is the 404 page. Signed in, the full route table inside the app layout.
 */
function AppRoutes() {
  const { isAuthenticated, isLoading } = useAuth();
  if (!isLoading && isAuthenticated) return <AuthenticatedApp />;
  return (
    <Switch>
      <Route path="/">
        <LandingPage />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ChunkErrorBoundary>
          <PublicNotice />
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        </ChunkErrorBoundary>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
