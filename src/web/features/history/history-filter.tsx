import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, type AuditEntity } from '@common/schemas/audit';
import { HISTORY_COPY } from './history-copy';

const SELECT_CLASSES =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-64 md:text-sm';

/** Which kind of record to show: all, or one of the audit log's entities. */
export function HistoryFilter({
  value,
  onChange,
}: {
  value: AuditEntity | undefined;
  onChange: (entity: AuditEntity | undefined) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="history-filter" className="text-sm font-medium">
        {HISTORY_COPY.filterLabel}
      </label>
      <select
        id="history-filter"
        className={SELECT_CLASSES}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as AuditEntity))}
      >
        <option value="">{HISTORY_COPY.allKinds}</option>
        {AUDIT_ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {AUDIT_ENTITY_LABELS[entity]}
          </option>
        ))}
      </select>
    </div>
  );
}
