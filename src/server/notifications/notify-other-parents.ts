import { loadFamilyParents } from '../custody-calendar/load-family-parents.js';
import { notify, type NotifyInput } from './notify.js';

/** Notifies every parent of the family except the one who acted (the co-parent, in a family of two). */
export async function notifyOtherParents(input: Omit<NotifyInput, 'userId'> & { actorId: string }): Promise<void> {
  const { actorId, ...notice } = input;
  const others = (await loadFamilyParents(input.db.kysely, input.familyId)).filter((p) => p.id !== actorId);
  for (const parent of others) await notify({ ...notice, userId: parent.id });
}
