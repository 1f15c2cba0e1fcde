import type { AuditEntity } from '@common/schemas/audit';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { AuditEntryItem } from './audit-entry-item';
import { HISTORY_COPY } from './history-copy';
import { useAuditPage } from './use-audit-log';

/** The entries of one later page of the history, asked for with "Load more" (the screen reads the first page itself). */
export function AuditPageEntries({ entity, cursor }: { entity: AuditEntity | undefined; cursor: string }) {
  const page = useAuditPage(entity, cursor);
  return page.data?.items.map((entry) => <AuditEntryItem key={entry.id} entry={entry} />) ?? null;
}

export function LoadMoreButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" className="justify-self-center" onClick={onClick} disabled={pending}>
      {pending ? HISTORY_COPY.loadingMore : HISTORY_COPY.loadMore}
    </Button>
  );
}

export function LoadError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 px-3 py-2 text-sm text-destructive">
      {errorMessage(error, HISTORY_COPY.loadError)}
    </p>
  );
}
