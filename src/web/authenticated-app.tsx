import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { APP_ROUTES, EXTRA_ROUTES, type AppRoute } from '@common/routes';
import { AppLayout } from '@/shell/app-layout';
import { ChunkErrorBoundary } from '@/shell/chunk-error-boundary';
import { LazyToaster } from '@/shell/lazy-toaster';
import { ScreenSkeleton } from '@/shell/screen-skeleton';

/** Each screen is its own chunk, loaded on first visit; a route without one shows the in-progress screen. */
const SCREENS: Partial<Record<string, ComponentType>> = {
  '/': lazy(() => import('@/features/dashboard/dashboard-page')),
  '/profile': lazy(() => import('@/features/profile/profile-page')),
  '/calendar': lazy(() => import('@/features/calendar/calendar-page')),
  '/children': lazy(() => import('@/features/children/children-page')),
  '/messages': lazy(() => import('@/features/messages/messages-page')),
  '/smart-communication': lazy(() => import('@/features/smart-communication/smart-communication-page')),
  '/smart-scheduling': lazy(() => import('@/features/smart-scheduling/smart-scheduling-page')),
  '/legal': lazy(() => import('@/features/legal/legal-page')),
  '/wellness': lazy(() => import('@/features/wellness/wellness-page')),
  '/timeline': lazy(() => import('@/features/timeline/timeline-page')),
  '/media': lazy(() => import('@/features/media/media-page')),
  '/expenses': lazy(() => import('@/features/expenses/expenses-page')),
  '/history': lazy(() => import('@/features/history/history-page')),
  '/voice': lazy(() => import('@/features/voice/voice-page')),
  '/voice-journal': lazy(() => import('@/features/voice-journal/voice-journal-page')),
  '/learning': lazy(() => import('@/features/learning/learning-page')),
  '/insights': lazy(() => import('@/features/insights/insights-page')),
};
const InProgressPage = lazy(() => import('@/features/in-progress/in-progress-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));

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
