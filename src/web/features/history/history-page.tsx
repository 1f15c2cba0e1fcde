import { useState } from 'react';
import { AUDIT_ENTITY_LABELS, type AuditEntity } from '@common/schemas/audit';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuditEntryItem } from './audit-entry-item';
import { HistoryFilter } from './history-filter';
import { HISTORY_COPY } from './history-copy';
import { HistoryEmpty, HistorySkeleton } from './history-states';
import { useAuditLog } from './use-audit-log';

/** The family's audit log (GET /api/audit), newest first: one history both parents (and professionals) read. */
export default function HistoryPage() {
  useDocumentTitle(HISTORY_COPY.heading);
  const [entity, setEntity] = useState<AuditEntity>();
  const log = useAuditLog(entity);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto grid w-full max-w-3xl min-w-0 grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{HISTORY_COPY.heading}</h1>
        <p className="mt-1 text-muted-foreground">{HISTORY_COPY.intro}</p>
      </div>

      <HistoryFilter value={entity} onChange={setEntity} />

      {log.isPending ? (
        <HistorySkeleton />
      ) : log.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 px-3 py-2 text-sm text-destructive">
          {errorMessage(log.error, HISTORY_COPY.loadError)}
        </p>
      ) : entries.length === 0 ? (
        <HistoryEmpty kindLabel={entity ? AUDIT_ENTITY_LABELS[entity] : undefined} />
      ) : (
        <>
          <ol className="grid gap-3" aria-label={HISTORY_COPY.heading}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          {log.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {log.isFetchingNextPage ? HISTORY_COPY.loadingMore : HISTORY_COPY.loadMore}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
