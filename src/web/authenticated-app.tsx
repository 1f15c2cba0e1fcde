import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { routePath } from '@common/route-path';
import { APP_ROUTES, EXTRA_ROUTES, type AppRoute } from '@common/routes';
import { preloadableLazy, type PreloadableLazy } from '@/lib/preloadable-lazy';
import { AppLayout } from '@/shell/app-layout';
import { ChunkErrorBoundary } from '@/shell/chunk-error-boundary';
import { LazyToaster } from '@/shell/lazy-toaster';
import { ScreenSkeleton } from '@/shell/screen-skeleton';

/**
 * A screen's chunk: its component, and what it loads first that the page cannot carry (it depends on today's date, the
 * time zone or the address), which a signed-in page starts before the screen first draws.
 */
interface ScreenModule {
  default: ComponentType;
  prefetchFirstData?: (client: QueryClient) => Promise<void>;
}

/** Each screen is its own chunk, loaded on first visit; a route without one shows the in-progress screen. */
const SCREENS: Partial<Record<string, PreloadableLazy<ScreenModule>>> = {
  '/': preloadableLazy(() => import('@/features/dashboard/dashboard-page')),
  '/profile': preloadableLazy(() => import('@/features/profile/profile-page')),
  '/calendar': preloadableLazy(() => import('@/features/calendar/calendar-page')),
  '/children': preloadableLazy(() => import('@/features/children/children-page')),
  '/messages': preloadableLazy(() => import('@/features/messages/messages-page')),
  '/smart-communication': preloadableLazy(() => import('@/features/smart-communication/smart-communication-page')),
  '/smart-scheduling': preloadableLazy(() => import('@/features/smart-scheduling/smart-scheduling-page')),
  '/legal': preloadableLazy(() => import('@/features/legal/legal-page')),
  '/wellness': preloadableLazy(() => import('@/features/wellness/wellness-page')),
  '/timeline': preloadableLazy(() => import('@/features/timeline/timeline-page')),
  '/media': preloadableLazy(() => import('@/features/media/media-page')),
  '/expenses': preloadableLazy(() => import('@/features/expenses/expenses-page')),
  '/history': preloadableLazy(() => import('@/features/history/history-page')),
  '/voice': preloadableLazy(() => import('@/features/voice/voice-page')),
  '/voice-journal': preloadableLazy(() => import('@/features/voice-journal/voice-journal-page')),
  '/learning': preloadableLazy(() => import('@/features/learning/learning-page')),
  '/insights': preloadableLazy(() => import('@/features/insights/insights-page')),
};
const InProgressPage = lazy(() => import('@/features/in-progress/in-progress-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));

/**
 * Loads the screen drawn at `path`, if it has its own chunk (see preloadSignedInScreen in app.tsx), and its first data,
 * for at most `dataWaitMs` more: on a slow network the screen draws first, and its data as it comes.
 */
export async function preloadScreen(path: string, client: QueryClient, dataWaitMs: number): Promise<void> {
  const screen = await SCREENS[routePath(path)]?.preload();
  const data = screen?.prefetchFirstData?.(client);
  if (data) await Promise.race([data, new Promise((resolve) => setTimeout(resolve, dataWaitMs))]);
}

function Screen({ route }: { route: AppRoute }) {
  const Page = SCREENS[route.path];
  return Page ? <Page /> : <InProgressPage route={route} />;
}

/**
 * The signed-in app: the full route table inside the app layout; unknown paths show the 404 page.
 * Radix overlays (toasts, tooltips, menus, dialogs) load after first paint, keeping the first load small.
 */
export default function AuthenticatedApp() {
  // A new path gets a fresh error boundary, so one failed screen does not block the others.
  const [location] = useLocation();
  return (
    <>
      <AppLayout>
        <ChunkErrorBoundary key={location}>
          <Suspense fallback={<ScreenSkeleton />}>
            <Switch>
              {[...APP_ROUTES, ...EXTRA_ROUTES].map((route) => (
                <Route key={route.path} path={route.path}>
                  <Screen route={route} />
                </Route>
              ))}
              <Route>
                <NotFoundPage embedded />
              </Route>
            </Switch>
          </Suspense>
        </ChunkErrorBoundary>
      </AppLayout>
      <LazyToaster />
    </>
  );
}
