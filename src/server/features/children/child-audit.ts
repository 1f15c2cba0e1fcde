import type { Kysely } from 'kysely';
import type { Child } from '../../../common/schemas/children.js';
import { type AuditInput, changedFields, recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';

/** The fields of a child the History view shows before and after a change. */
export function childAuditFields(child: Child): Record<string, unknown> {
  return {
    name: child.name,
    birthDate: child.birthDate,
    school: child.school,
    grade: child.grade,
    emergencyContact: child.emergencyContact,
    notes: child.notes,
    photo: child.profileImageUrl,
  };
}

const FIELD_NAMES: Record<string, string> = {
  name: 'name',
  birthDate: 'birth date',
  school: 'school',
  grade: 'grade',
  emergencyContact: 'emergency contact',
  notes: 'notes',
  photo: 'photo',
};

/** One audit entry (entity 'child') inside the transaction of the change. */
export async function auditChild(
  trx: Kysely<Database>,
  { childId, ...entry }: Omit<AuditInput, 'entity' | 'entityId'> & { actorId: string; childId: string },
): Promise<void> {
  await recordAudit(trx, { ...entry, entity: 'child', entityId: childId });
}

/** Audits an edit of a child's details with only the fields that changed; nothing when nothing changed. */
export async function auditChildEdit(trx: Kysely<Database>, opts: { familyId: string; actorId: string; before: Child; after: Child }) {
  const diff = changedFields(childAuditFields(opts.before), childAuditFields(opts.after));
  const keys = Object.keys(diff.after);
  if (keys.length === 0) return;
  const what = keys.map((k) => FIELD_NAMES[k] ?? k).join(', ');
  const summary =
    keys.length === 1 && keys[0] === 'photo'
      ? `Changed the photo of ${opts.after.name}`
      : `Changed ${opts.before.name}'s details (${what})`;
  await auditChild(trx, { familyId: opts.familyId, actorId: opts.actorId, childId: opts.after.id, action: 'updated', summary, ...diff });
}
