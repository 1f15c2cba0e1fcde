import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEntity } from '../../common/schemas/audit.js';
import { nowIso } from '../db/database.js';
import { nextInstant, processInstant } from '../db/next-instant.js';
import type { Database } from '../db/schema.js';

export interface AuditInput {
  familyId: string;
  /** Who made the change; null when the app made it by itself. */
  actorId: string | null;
  entity: AuditEntity;
  entityId: string | null;
  /** A short verb: created, updated, archived, proposed, accepted, declined, cancelled, approved, disputed… */
  action: string;
  /** One plain sentence of what changed, for people ("Alex archived the event 'Dentist'"). */
  summary: string;
  /** The record's fields before and after (omit or null when it did not exist or no longer does). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** When it happened; now unless given (the change's own instant, so both agree). */
  at?: string;
}

const SUMMARY_MAX = 500;

/**
 * Writes one audit entry. Call it inside the transaction that makes the change, so the change and its
 * entry commit together or not at all. Never call it for a private record (wellness, a private timeline entry).
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditInput): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      familyId: entry.familyId,
      actorId: entry.actorId,
      at: await nextAuditInstant(db, entry.familyId, entry.at ?? nowIso()),
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      summary: entry.summary.slice(0, SUMMARY_MAX),
      beforeJson: entry.before ? JSON.stringify(entry.before) : null,
      afterJson: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}

/**
 * The entry's instant, at least 1 ms after the family's latest entry and this process's latest: two changes made within
 * the same millisecond (one request often makes several, and a parent who joins brings their own history) keep the order
 * they were made in, on the History view and in reports.
 */
async function nextAuditInstant(db: Kysely<Database>, familyId: string, at: string): Promise<string> {
  const latest = await db
    .selectFrom('auditLog')
    .select('at')
    .where('familyId', '=', familyId)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return nextInstant(latest?.at, new Date(processInstant(new Date(at))));
}

/** Only the fields that differ between two versions of a record, for a compact before/after. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
