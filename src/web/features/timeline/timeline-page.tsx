import { Baby, CalendarHeart, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { SCREEN_COPY } from '@common/screen-copy';
import type { TimelineEntry } from '@common/schemas/timeline';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { childrenQuery } from '@/lib/queries/children';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChildSelector } from './child-selector';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EditEntryDialog } from './edit-entry-dialog';
import { EntryForm } from './entry-form';
import { TimelineEmpty } from './timeline-empty';
import { TimelineList } from './timeline-list';
import { useEntryRecordings } from './use-entry-recordings';
import { useScrollToEntry } from './use-scroll-to-entry';
import { useSelectedChild } from './use-selected-child';
import { prefetchOpeningTimeline, useTimeline } from './use-timeline';
import { TIMELINE_COPY } from './timeline-copy';

/**
 * Started before the screen first draws (src/web/authenticated-app.tsx), so the timeline draws with its entries.
 * @public read by the screen table, src/web/authenticated-app.tsx
 */
export const prefetchFirstData = (client: QueryClient): Promise<void> => prefetchOpeningTimeline(client);

/** Child Timeline (SPEC.md section 2) on real data. */
export default function TimelinePage() {
  useDocumentTitle(SCREEN_COPY.timeline.heading);
  const selectorId = useId();
  const { user } = useAuth();
  const aiEnabled = user?.aiEnabled ?? false;
  const children = useQuery(childrenQuery());
  const { selected, select } = useSelectedChild(children.data);
  const timeline = useTimeline(selected?.id ?? null);
  const [formKey, setFormKey] = useState(0);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TimelineEntry>();
  const [deleting, setDeleting] = useState<TimelineEntry>();

  const entries = timeline.data ?? [];
  const recordings = useEntryRecordings(selected?.id ?? null, timeline.dataUpdatedAt);
  const { reveal } = useScrollToEntry(entries);
  const closeForm = () => {
    setAdding(false);
    setFormKey((k) => k + 1);
  };
  return (
    <div className="mx-auto grid max-w-4xl min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SCREEN_COPY.timeline.heading}</h1>
          <p className="mt-1 text-muted-foreground">{TIMELINE_COPY.intro}</p>
        </div>
        <Button onClick={() => setAdding(true)} disabled={!selected || adding}>
          <Plus aria-hidden="true" />
          {SCREEN_COPY.timeline.addEntry}
        </Button>
      </div>

      {children.isLoading ? (
        <Skeleton className="h-10 w-full sm:w-80" />
      ) : children.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(children.error, TIMELINE_COPY.childrenError)}
        </p>
      ) : (children.data ?? []).length === 0 ? (
        <TimelineEmpty icon={Baby} title={SCREEN_COPY.timeline.selectChild}>
          <p>
            {TIMELINE_COPY.noChildren}{' '}
            <Link href="/children" className="font-medium text-primary underline underline-offset-4">
              {TIMELINE_COPY.addChild}
            </Link>{' '}
            {TIMELINE_COPY.toStart}
          </p>
        </TimelineEmpty>
      ) : (
        <ChildSelector id={selectorId} children={children.data ?? []} value={selected?.id ?? null} onChange={select} />
      )}

      {selected && adding && (
        <Card>
          <CardHeader>
            <CardTitle>{TIMELINE_COPY.newEntryFor(selected.name)}</CardTitle>
            <CardDescription>{TIMELINE_COPY.newEntryText}</CardDescription>
          </CardHeader>
          <CardContent>
            <EntryForm
              key={formKey}
              childId={selected.id}
              aiEnabled={aiEnabled}
              onDone={(saved) => {
                closeForm();
                reveal(saved.id);
              }}
              onCancel={closeForm}
            />
          </CardContent>
        </Card>
      )}

      {!selected ? null : timeline.isLoading ? (
        <div role="status" aria-label={TIMELINE_COPY.loadingTimeline} className="grid gap-4">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : timeline.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(timeline.error, TIMELINE_COPY.timelineError)}
        </p>
      ) : entries.length === 0 ? (
        <TimelineEmpty icon={CalendarHeart} title={SCREEN_COPY.timeline.empty}>
          <p>
            Add the first milestone, school day or memory for {selected.name} with {SCREEN_COPY.timeline.addEntry}.
          </p>
        </TimelineEmpty>
      ) : (
        <TimelineList
          entries={entries}
          recordings={recordings}
          userId={user?.id}
          childName={selected.name}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}

      <EditEntryDialog entry={editing} open={editing !== undefined} aiEnabled={aiEnabled} onClose={() => setEditing(undefined)} />
      <DeleteEntryDialog entry={deleting} open={deleting !== undefined} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
