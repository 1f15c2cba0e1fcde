import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { EventPreset } from '@/components/events/add-event-dialog';
import { DASHBOARD_COPY } from './dashboard-copy';
import { QuickActionsCard } from './quick-actions-card';
import { UpcomingEventsCard } from './upcoming-events-card';
import { lazyAfterFirstPaint } from '@/lib/lazy-after-paint';

/** The form (Radix Dialog and Select) loads the first time it opens. */
const AddEventDialog = lazy(() => import('@/components/events/add-event-dialog'));
/** Pending swaps and the getting-started checklist: a separate chunk, so the first load stays within budget. */
const DashboardExtras = lazyAfterFirstPaint(() => import('./dashboard-extras'));
/** The last card, below the first row (off screen on a phone): its own chunk, so the first load keeps headroom. */
const RecentMessagesCard = lazyAfterFirstPaint(() => import('./recent-messages-card').then((m) => ({ default: m.RecentMessagesCard })));

const PICKUP_PRESET: EventPreset = { heading: DASHBOARD_COPY.pickupHeading, title: DASHBOARD_COPY.pickupTitle, eventType: 'custody' };

/** SPEC.md section 2, 'Dashboard (/)'. */
export default function DashboardPage() {
  useDocumentTitle(DASHBOARD_COPY.title);
  const { user } = useAuth();
  const [dialog, setDialog] = useState<{ open: boolean; preset: EventPreset; key: number }>({ open: false, preset: {}, key: 0 });
  const openDialog = (preset: EventPreset) => setDialog((d) => ({ open: true, preset, key: d.key + 1 }));

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{DASHBOARD_COPY.title}</h1>
        <p className="mt-1 text-muted-foreground">
          {user?.firstVisit ? DASHBOARD_COPY.firstGreeting(user.firstName) : DASHBOARD_COPY.greeting(user?.firstName)}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <UpcomingEventsCard className="lg:col-span-2" onAddEvent={() => openDialog({})} />
        <QuickActionsCard onSchedulePickup={() => openDialog(PICKUP_PRESET)} />
        {/* Below the first row: they load last, and above it they pushed the whole screen down when they came. */}
        <DashboardExtras />
        <RecentMessagesCard className="lg:col-span-3" />
      </div>
      {dialog.key > 0 && (
        <Suspense fallback={null}>
          <AddEventDialog
            open={dialog.open}
            onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
            preset={dialog.preset}
            formKey={dialog.key}
          />
        </Suspense>
      )}
    </div>
  );
}
