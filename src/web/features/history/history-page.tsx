import { useState } from 'react';
import { AUDIT_ENTITY_LABELS, type AuditEntity } from '@common/audit-entities';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuditEntryItem } from './audit-entry-item';
import { AuditPageEntries, LoadError, LoadMoreButton } from './audit-page-list';
import { HistoryFilter } from './history-filter';
import { HISTORY_COPY } from './history-copy';
import { HistoryEmpty, HistorySkeleton } from './history-states';
import { useAuditPage } from './use-audit-log';

/** The family's audit log (GET /api/audit), newest first: one history both parents (and professionals) read. */
export default function HistoryPage() {
  useDocumentTitle(HISTORY_COPY.heading);
  const [entity, setEntity] = useState<AuditEntity>();
  /** Cursors of the later pages the reader asked for with "Load more", in order. */
  const [cursors, setCursors] = useState<string[]>([]);
  const first = useAuditPage(entity, null);
  // The newest page asked for (the first one until "Load more"): the same query its entries render from.
  const last = useAuditPage(entity, cursors.at(-1) ?? null);
  const nextCursor = last.data?.nextCursor;
  const chooseEntity = (next: AuditEntity | undefined) => {
    setEntity(next);
    setCursors([]);
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl min-w-0 grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{HISTORY_COPY.heading}</h1>
        <p className="mt-1 text-muted-foreground">{HISTORY_COPY.intro}</p>
      </div>

      <HistoryFilter value={entity} onChange={chooseEntity} />

      {first.isPending ? (
        <HistorySkeleton />
      ) : first.isError ? (
        <LoadError error={first.error} />
      ) : first.data.items.length === 0 ? (
        <HistoryEmpty kindLabel={entity ? AUDIT_ENTITY_LABELS[entity] : undefined} />
      ) : (
        <>
          <ol className="grid gap-3" aria-label={HISTORY_COPY.heading}>
            {first.data.items.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
            {cursors.map((cursor) => (
              <AuditPageEntries key={cursor} entity={entity} cursor={cursor} />
            ))}
          </ol>
          {last.isError && <LoadError error={last.error} />}
          {(last.isPending || nextCursor) && (
            <LoadMoreButton
              pending={last.isPending}
              onClick={() => {
                if (nextCursor) setCursors((list) => [...list, nextCursor]);
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
