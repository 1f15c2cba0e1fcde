import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import type { Child } from '@common/schemas/children';
import type { EventPreset } from '@/components/events/add-event-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/use-auth';
import { lazyWhen } from '@/lib/lazy-when';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChildCard } from './child-card';
import { ChildrenEmptyState } from './children-empty-state';
import { ChildrenGridSkeleton } from './children-grid-skeleton';
import { DeleteChildDialog } from './delete-child-dialog';
import { CHILD_COPY } from './child-copy';
import { RemovalRequests } from './removal-requests';
import { useCoParent, useRemovalRequests } from './use-child-removal';
import { useChildren } from './use-children';

/** The add and edit form loads the first time it opens, with Radix's dialog (docs/decisions/0047). */
const ChildFormDialog = lazyWhen(() => import('./child-form-dialog').then((module) => ({ default: module.ChildFormDialog })));

/** The shared Add Event dialog (Radix Select and the recurrence fields) loads the first time it opens. */
const AddEventDialog = lazy(() => import('@/components/events/add-event-dialog'));

interface DialogState<T> {
  open: boolean;
  value: T;
  key: number;
}

function useDialogState<T>(initial: T) {
  const [state, setState] = useState<DialogState<T>>({ open: false, value: initial, key: 0 });
  return {
    state,
    open: (value: T) => setState((s) => ({ open: true, value, key: s.key + 1 })),
    setOpen: (open: boolean) => setState((s) => ({ ...s, open })),
  };
}

/** SPEC.md section 2, 'Children (/children)', on real data. */
export default function ChildrenPage() {
  useDocumentTitle(SCREEN_COPY.children.heading);
  const children = useChildren();
  const { user } = useAuth();
  const coParent = useCoParent(user?.id);
  const requests = useRemovalRequests().data ?? [];
  const form = useDialogState<Child | undefined>(undefined);
  const removal = useDialogState<Child | undefined>(undefined);
  const schedule = useDialogState<EventPreset>({});

  const list = children.data ?? [];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SCREEN_COPY.children.heading}</h1>
          <p className="mt-1 text-muted-foreground">{CHILD_COPY.intro}</p>
        </div>
        <Button onClick={() => form.open(undefined)}>
          <Plus aria-hidden="true" />
          {SCREEN_COPY.children.addChild}
        </Button>
      </div>

      <RemovalRequests requests={requests} userId={user?.id ?? ''} coParentName={coParent?.name ?? CHILD_COPY.removal.coParentFallback} />

      {children.isLoading ? (
        <ChildrenGridSkeleton />
      ) : children.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 px-3 py-2 text-sm text-destructive">
          {errorMessage(children.error, CHILD_COPY.loadError)}
        </p>
      ) : list.length === 0 ? (
        <ChildrenEmptyState onAdd={() => form.open(undefined)} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2 2xl:grid-cols-3">
          {list.map((child) => (
            <ChildCard
              key={child.id}
              child={child}
              removalPending={requests.some((r) => r.childId === child.id)}
              onEdit={() => form.open(child)}
              onDelete={() => removal.open(child)}
              onScheduleEvent={() =>
                schedule.open({ heading: CHILD_COPY.scheduleEventFor(SCREEN_COPY.children.scheduleEvent, child.name), childId: child.id })
              }
            />
          ))}
        </div>
      )}

      <ChildFormDialog
        wanted={form.state.open}
        open={form.state.open}
        onOpenChange={form.setOpen}
        child={form.state.value}
        formKey={form.state.key}
      />
      <DeleteChildDialog child={removal.state.value} coParent={coParent} open={removal.state.open} onClose={() => removal.setOpen(false)} />
      {schedule.state.key > 0 && (
        <Suspense fallback={null}>
          <AddEventDialog
            open={schedule.state.open}
            onOpenChange={schedule.setOpen}
            preset={schedule.state.value}
            formKey={schedule.state.key}
          />
        </Suspense>
      )}
    </div>
  );
}
