import { viewerFormat } from '@/lib/viewer-format';
import { HISTORY_COPY } from './history-copy';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An amount as the server stores it in a record's fields ('$1,234.50'). */
const STORED_AMOUNT = /^-?\$[\d,]+\.\d{2}$/;

/** 'birthDate' → 'Birth date': a field name as people read it. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One before/after value as text: blanks as a dash, lists joined, photos named, dates, instants and amounts as the viewer reads them. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return HISTORY_COPY.none;
  if (typeof value === 'boolean') return value ? HISTORY_COPY.yes : HISTORY_COPY.no;
  if (Array.isArray(value)) return value.length === 0 ? HISTORY_COPY.none : value.map((v) => formatAuditValue(v)).join(', ');
  if (typeof value === 'string') {
    if (value.startsWith('/api/files/')) return HISTORY_COPY.photo;
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return viewerFormat.dateTime(value);
    if (CALENDAR_DATE.test(value)) return viewerFormat.date(value);
    if (STORED_AMOUNT.test(value)) return viewerFormat.localise(value);
    return value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface ChangeRow {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The rows of an entry's before/after: every field either side names, in the order the record lists them,
 * leaving out fields that are blank on both sides (a new record's empty fields).
 */
export function changeRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangeRow[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return keys
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: before ? formatAuditValue(before[field]) : HISTORY_COPY.none,
      after: after ? formatAuditValue(after[field]) : HISTORY_COPY.none,
    }))
    .filter((row) => row.before !== HISTORY_COPY.none || row.after !== HISTORY_COPY.none);
}
