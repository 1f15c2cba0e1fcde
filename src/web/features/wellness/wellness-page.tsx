import { Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenParam } from '@/lib/use-open-param';
import { CheckInForm } from './check-in-form';
import { InsightCard } from './insight-card';
import { RecentCheckIns } from './recent-check-ins';
import { SummaryCards } from './summary-cards';
import { useWellnessEntries } from './use-wellness';
import { WellnessChart } from './wellness-chart';
import { WellnessEmptyState } from './wellness-empty-state';
import { WELLNESS_COPY } from './wellness-copy';

const OPEN_TARGETS = ['check-in'] as const;

/** SPEC.md section 2, 'Wellness (/wellness)', on the parent's own private check-ins. */
export default function WellnessPage() {
  useDocumentTitle(SCREEN_COPY.wellness.heading);
  const { user } = useAuth();
  const entries = useWellnessEntries();
  // A new key mounts a fresh form: it opens reset, and closes on save or Cancel (SPEC.md section 4).
  // `/wellness?open=check-in` (the voice assistant's 'start a wellness check-in') opens the form at once.
  const openAtStart = useOpenParam(OPEN_TARGETS) === 'check-in';
  const [form, setForm] = useState({ open: openAtStart, key: 0 });
  const openForm = () => setForm((f) => ({ open: true, key: f.key + 1 }));
  const closeForm = () => setForm((f) => ({ ...f, open: false }));
  const list = entries.data ?? [];

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SCREEN_COPY.wellness.heading}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            {WELLNESS_COPY.privateNote}
          </p>
        </div>
        {!form.open && (
          <Button onClick={openForm}>
            <Plus aria-hidden="true" />
            {SCREEN_COPY.wellness.logCheckIn}
          </Button>
        )}
      </div>

      {form.open && <CheckInForm key={form.key} onDone={closeForm} focusFirstField={openAtStart && form.key === 0} />}

      {entries.isLoading ? (
        <div role="status" aria-label={WELLNESS_COPY.loadingCheckIns} className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : entries.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 px-3 py-2 text-sm text-destructive">
          {errorMessage(entries.error, WELLNESS_COPY.loadError)}
        </p>
      ) : list.length === 0 ? (
        !form.open && <WellnessEmptyState onStart={openForm} />
      ) : (
        <>
          <SummaryCards entries={list} />
          <InsightCard entries={list} aiEnabled={user?.aiEnabled ?? false} />
          <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2">
            <WellnessChart entries={list} />
            <RecentCheckIns entries={list} />
          </div>
        </>
      )}
    </div>
  );
}
