import type { AuditEntry } from '@common/schemas/audit';
import { changeRows } from './format-audit-value';
import { HISTORY_COPY } from './history-copy';

function Side({ label, value }: { label: string; value: string }) {
  return (
    <p className="min-w-0 break-words">
      <span className="text-muted-foreground">{label}: </span>
      {value}
    </p>
  );
}

/**
 * The fields an entry changed, before and after, behind a disclosure; stacked on a phone, side by side
 * wider. A record that did not exist before (or no longer exists after) shows only the side it has.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const rows = changeRows(entry.before, entry.after);
  if (rows.length === 0) return null;
  const both = entry.before !== null && entry.after !== null;
  return (
    <details className="mt-2 text-sm">
      <summary className="flex min-h-10 cursor-pointer items-center font-medium text-primary">{HISTORY_COPY.showChanges}</summary>
      <dl className="mt-1 grid gap-3 border-l-2 pl-3">
        {rows.map((row) => (
          <div key={row.field} className="grid min-w-0 gap-1">
            <dt className="font-medium">{row.label}</dt>
            <dd className={both ? 'grid min-w-0 gap-1 sm:grid-cols-2 sm:gap-4' : 'min-w-0'}>
              {entry.before !== null && <Side label={HISTORY_COPY.before} value={row.before} />}
              {entry.after !== null && <Side label={HISTORY_COPY.after} value={row.after} />}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
