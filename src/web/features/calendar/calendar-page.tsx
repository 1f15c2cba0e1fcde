import type { QueryClient } from '@tanstack/react-query';
import { CalendarCog, Plus, Rss } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { COPY } from '@common/copy';
import type { EventPreset } from '@/components/events/add-event-dialog';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenParam } from '@/lib/use-open-param';
import { startOfDay, stepCursor, toYmd, type CalendarView } from './calendar-dates';
import type { CalendarItem } from './calendar-items';
import { CalendarViewCard } from './calendar-view-card';
import { parentKeys } from './custody-tint';
import { ScheduleHistoryCard } from './schedule-history-card';
import { ScheduleProposalCard } from './schedule-proposal-card';
import { SwapRequestsCard } from './swap-requests-card';
import { TimeShareCard } from './time-share-card';
import { prefetchOpeningMonth, useCustodySchedule, useFamily, useScheduleHistory } from './use-calendar-data';
import { CALENDAR_COPY } from './calendar-copy';

const AddEventDialog = lazy(() => import('@/components/events/add-event-dialog'));
const EventDetailSheet = lazy(() => import('./event-detail-sheet'));
const CustodyScheduleDialog = lazy(() => import('./custody-schedule-dialog'));
const RequestSwapDialog = lazy(() => import('./request-swap-dialog'));
const SubscribeDialog = lazy(() => import('./subscribe-dialog'));

/**
 * Started before the screen first draws (src/web/authenticated-app.tsx), so its month draws with its data.
 * @public read by the screen table, src/web/authenticated-app.tsx
 */
export const prefetchFirstData = (client: QueryClient): Promise<void> => prefetchOpeningMonth(client);

type Panel = 'custody' | 'swap' | 'subscribe' | null;
/** The panels the dashboard's getting-started steps open: `/calendar?open=custody` and `?open=subscribe`. */
const OPEN_TARGETS = ['custody', 'subscribe'] as const;

/** SPEC.md 'Calendar' on real data, with custody schedules (changed by agreement, issue 9), swaps and feeds (issue 3). */
export default function CalendarPage() {
  useDocumentTitle(CALENDAR_COPY.heading);
  const { user } = useAuth();
  const [view, setView] = useState<CalendarView>('month');
  const [cursor, setCursor] = useState(() => startOfDay(new Date()));
  const [detail, setDetail] = useState<CalendarItem | null>(null);
  const [form, setForm] = useState<{ open: boolean; preset: EventPreset; key: number }>({ open: false, preset: {}, key: 0 });
  const openAtStart = useOpenParam(OPEN_TARGETS);
  const [panel, setPanel] = useState<Panel>(openAtStart);
  const [panelKey, setPanelKey] = useState(0);
  const family = useFamily();
  const schedule = useCustodySchedule();
  const history = useScheduleHistory();
  const members = useMemo(() => (family.data?.members ?? []).filter((m) => m.role === 'parent'), [family.data]);
  const coParent = members.find((m) => m.userId !== user?.id) ?? null;
  const pending = history.data?.find((c) => c.status === 'pending') ?? null;
  // Any version of the schedule (in effect now, coming, or in the past) gives nights to count.
  const hasVersions = Boolean(schedule.data) || Boolean(history.data?.some((c) => c.status === 'accepted' || c.status === 'applied'));
  const parents = useMemo(() => parentKeys(members, []), [members]);
  const parentName = (id: string | null) =>
    id === null ? null : id === 'both' ? CALENDAR_COPY.both : (members.find((m) => m.userId === id)?.name ?? null);

  const openForm = (preset: EventPreset) => setForm((f) => ({ open: true, preset, key: f.key + 1 }));
  const openPanel = (next: Panel) => {
    setPanelKey((k) => k + 1);
    setPanel(next);
  };
  const panelProps = (name: Exclude<Panel, null>) => ({
    open: panel === name,
    onOpenChange: (open: boolean) => setPanel(open ? name : null),
  });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{CALENDAR_COPY.heading}</h1>
          <p className="mt-1 text-muted-foreground">{CALENDAR_COPY.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => openPanel('custody')} disabled={schedule.isLoading}>
            <CalendarCog aria-hidden="true" />
            {CALENDAR_COPY.custodySchedule}
          </Button>
          <Button variant="outline" onClick={() => openPanel('subscribe')}>
            <Rss aria-hidden="true" />
            {CALENDAR_COPY.subscribe}
          </Button>
          <Button onClick={() => openForm(view === 'month' ? {} : { date: toYmd(cursor) })}>
            <Plus aria-hidden="true" />
            {COPY.dashboard.addEvent}
          </Button>
        </div>
      </div>
      {pending && user && (
        <ScheduleProposalCard
          key={pending.id}
          proposal={pending}
          userId={user.id}
          otherName={members.find((m) => m.userId !== pending.proposedBy)?.name ?? 'your co-parent'}
        />
      )}
      <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <CalendarViewCard
          view={view}
          cursor={cursor}
          parents={parents}
          onView={setView}
          onCursor={setCursor}
          onStep={(direction) => setCursor((c) => stepCursor(view, c, direction))}
          onOpenItem={setDetail}
        />
        <div className="grid content-start gap-6 md:grid-cols-2 2xl:grid-cols-1">
          <TimeShareCard month={cursor} parents={parents} hasSchedule={hasVersions} />
          {user && (
            <SwapRequestsCard
              userId={user.id}
              canRequest={Boolean(schedule.data) && members.length > 1}
              onRequest={() => openPanel('swap')}
            />
          )}
          <ScheduleHistoryCard className="md:col-span-2 2xl:col-span-1" />
        </div>
      </div>
      <Suspense fallback={null}>
        {form.key > 0 && (
          <AddEventDialog
            open={form.open}
            onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
            preset={form.preset}
            formKey={form.key}
          />
        )}
        {detail && (
          <EventDetailSheet
            item={detail}
            parentName={parentName}
            onClose={() => setDetail(null)}
            onEdit={(item) => {
              setDetail(null);
              if (item.event) openForm({ event: item.event });
            }}
          />
        )}
        {/* The form starts from the schedule and the parents, so it waits for them (a link may open it at once). */}
        {panel === 'custody' && !schedule.isLoading && !family.isLoading && !history.isLoading && (
          <CustodyScheduleDialog
            key={panelKey}
            {...panelProps('custody')}
            schedule={schedule.data ?? null}
            parents={members}
            coParent={coParent}
            replacesOwnProposal={pending?.proposedBy === user?.id}
          />
        )}
        {panel === 'swap' && user && <RequestSwapDialog key={panelKey} {...panelProps('swap')} userId={user.id} />}
        {panel === 'subscribe' && <SubscribeDialog key={panelKey} {...panelProps('subscribe')} />}
      </Suspense>
    </div>
  );
}
