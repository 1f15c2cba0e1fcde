import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { ScheduleConflict } from '@common/schemas/smart-scheduling';
import { ConflictCard } from './conflict-card';
import { ManualEventDialog } from './manual-event-dialog';
import { ProposalsList } from './proposals-list';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';
import { useResolveConflict } from './use-scheduling-actions';

/** Conflict Resolution: the week's conflicts, or 'No Conflicts Detected!'. */
export function ConflictsTab({
  date,
  period,
  conflicts,
}: {
  date: string;
  period: { from: string; to: string };
  conflicts: ScheduleConflict[];
}) {
  const resolve = useResolveConflict(date);
  const [manual, setManual] = useState<{ eventId: string; key: number } | null>(null);
  if (conflicts.length === 0) {
    return (
      <div className="grid gap-4">
        <ProposalsList />
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{COPY.noConflicts}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{COPY.noConflictsText}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ProposalsList />
      {conflicts.map((c) => (
        <ConflictCard
          key={c.id}
          conflict={c}
          pending={resolve.isPending}
          onAutoFix={(resolutionId) => resolve.mutate({ conflictId: c.id, resolutionId })}
          onManual={(eventId) => setManual((m) => ({ eventId, key: (m?.key ?? 0) + 1 }))}
        />
      ))}
      {manual && (
        <ManualEventDialog key={manual.key} eventId={manual.eventId} period={period} formKey={manual.key} onClose={() => setManual(null)} />
      )}
    </div>
  );
}
