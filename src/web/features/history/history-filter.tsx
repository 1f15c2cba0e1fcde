import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, type AuditEntity } from '@common/audit-entities';
import { Select } from '@/components/ui/select';
import { HISTORY_COPY } from './history-copy';

const KIND_OPTIONS = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] }));

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
      <Select
        id="history-filter"
        className="sm:w-64"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as AuditEntity))}
        options={KIND_OPTIONS}
      >
        <option value="">{HISTORY_COPY.allKinds}</option>
      </Select>
    </div>
  );
}
