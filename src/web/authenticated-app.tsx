import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { APP_ROUTES, EXTRA_ROUTES, type AppRoute } from '@common/routes';
import { AppLayout } from '@/shell/app-layout';
import { ChunkErrorBoundary } from '@/shell/chunk-error-boundary';
import { LazyToaster } from '@/shell/lazy-toaster';
import { ScreenSkeleton } from '@/shell/screen-skeleton';

const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const CalendarPage = lazy(() => import('@/features/calendar/calendar-page'));
const ChildrenPage = lazy(() => import('@/features/children/children-page'));
const MessagesPage = lazy(() => import('@/features/messages/messages-page'));
const SmartCommunicationPage = lazy(() => import('@/features/smart-communication/smart-communication-page'));
const WellnessPage = lazy(() => import('@/features/wellness/wellness-page'));
const TimelinePage = lazy(() => import('@/features/timeline/timeline-page'));
const MediaPage = lazy(() => import('@/features/media/media-page'));
const LegalPage = lazy(() => import('@/features/legal/legal-page'));
const ExpensesPage = lazy(() => import('@/features/expenses/expenses-page'));
const HistoryPage = lazy(() => import('@/features/history/history-page'));
const InProgressPage = lazy(() => import('@/features/in-progress/in-progress-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));

function Screen({ route }: { route: AppRoute }) {
  if (route.path === '/') return <DashboardPage />;
  if (route.path === '/profile') return <ProfilePage />;
  if (route.path === '/calendar') return <CalendarPage />;
  if (route.path === '/children') return <ChildrenPage />;
  if (route.path === '/messages') return <MessagesPage />;
  if (route.path === '/smart-communication') return <SmartCommunicationPage />;
  if (route.path === '/legal') return <LegalPage />;
  if (route.path === '/wellness') return <WellnessPage />;
  if (route.path === '/timeline') return <TimelinePage />;
  if (route.path === '/media') return <MediaPage />;
  if (route.path === '/expenses') return <ExpensesPage />;
  if (route.path === '/history') return <HistoryPage />;
  return <InProgressPage route={route} />;
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
