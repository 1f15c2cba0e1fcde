import { viewerFormat } from '@/lib/viewer-format';
import { AUDIT_ENTITY_LABELS } from '@common/audit-entities';
import type { AuditEntry } from '@common/schemas/audit';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { AuditChanges } from './audit-changes';

/** One change: when, who, what kind of record, the summary, and what changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className="min-w-0">
      <Card className="p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <time dateTime={entry.at} className="text-muted-foreground">
            {viewerFormat.dateTime(entry.at)}
          </time>
          <Badge variant="secondary">{AUDIT_ENTITY_LABELS[entry.entity]}</Badge>
        </div>
        <p className="mt-1 font-semibold">{entry.actorName}</p>
        <p className="break-words">{viewerFormat.localise(entry.summary)}</p>
        <AuditChanges entry={entry} />
      </Card>
    </li>
  );
}
