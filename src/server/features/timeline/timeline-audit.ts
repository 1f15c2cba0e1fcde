import type { Kysely } from 'kysely';
import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import { changedFields, recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';
import type { TimelineViewer } from './list-timeline.js';

/** An entry as the audit log shows it; `child` is the child's name. */
export interface AuditedEntry {
  entry: TimelineEntry;
  childName: string;
}

/** The fields of a shared entry the History view shows before and after a change. */
export function entryAuditFields({ entry, childName }: AuditedEntry): Record<string, unknown> {
  return {
    title: entry.title,
    child: childName,
    description: entry.description,
    type: entry.timelineType,
    date: entry.eventDate,
    tags: entry.tags,
    photo: entry.photoUrl,
  };
}

const describe = ({ entry, childName }: AuditedEntry) => `the timeline entry '${entry.title}' (${childName})`;

/**
 * The audit entry for one change to a timeline entry, or none: a private entry is never audited, and
 * what happens to an entry while it is private never reaches the log. Becoming private is logged
 * without the new content; becoming shared is logged with all of it.
 */
export async function auditEntryChange(
  trx: Kysely<Database>,
  opts: { viewer: TimelineViewer; before: AuditedEntry | null; after: AuditedEntry | null; action?: string; at?: string },
): Promise<void> {
  const { viewer, before, after } = opts;
  const sharedBefore = before !== null && !before.entry.isPrivate;
  const sharedAfter = after !== null && !after.entry.isPrivate;
  if (!sharedBefore && !sharedAfter) return;
  const base = {
    familyId: viewer.familyId,
    actorId: viewer.userId,
    entity: 'timeline_entry' as const,
    ...(opts.at ? { at: opts.at } : {}),
  };
  const entityId = (after ?? before)?.entry.id ?? null;

  if (!sharedBefore && after) {
    const created = before === null;
    await recordAudit(trx, {
      ...base,
      entityId,
      action: created ? 'created' : 'shared',
      summary: created ? `Added ${describe(after)}` : `Shared ${describe(after)}, private until now`,
      before: created ? null : { private: true },
      after: { ...entryAuditFields(after), private: false },
    });
    return;
  }
  if (!before) return;
  if (!after) {
    await recordAudit(trx, {
      ...base,
      entityId,
      action: opts.action ?? 'archived',
      summary: `Deleted ${describe(before)}; it is archived and kept`,
      before: { ...entryAuditFields(before), archived: false },
      after: { archived: true },
    });
    return;
  }
  if (!sharedAfter) {
    await recordAudit(trx, {
      ...base,
      entityId,
      action: 'made_private',
      summary: `Made ${describe(before)} private`,
      before: { private: false },
      after: { private: true },
    });
    return;
  }
  const diff = changedFields(entryAuditFields(before), entryAuditFields(after));
  if (Object.keys(diff.after).length === 0) return;
  const photoOnly = Object.keys(diff.after).length === 1 && 'photo' in diff.after;
  const summary = photoOnly
    ? `${after.entry.photoUrl ? (before.entry.photoUrl ? 'Replaced the photo of' : 'Added a photo to') : 'Removed the photo of'} ${describe(after)}`
    : `Edited ${describe(after)}`;
  await recordAudit(trx, { ...base, entityId, action: opts.action ?? 'updated', summary, ...diff });
}
