import { recurrenceSchema, type Recurrence } from '../schemas/events.js';

/** The recurrence column (JSON) read back; null for a single event or anything unreadable. */
export function parseStoredRecurrence(stored: string | null): Recurrence | null {
  if (!stored) return null;
  try {
    const parsed = recurrenceSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
