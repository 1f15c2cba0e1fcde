import type { Kysely } from 'kysely';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { Database } from '../../db/schema.js';
import { isLinkableChild } from '../../db/linkable-child.js';
import { AppError } from '../../errors.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';

/** Refuses (400) a child or payer who is not of the family (or an archived child): another family's ids look like unknown ones. */
export async function checkFamilyLinks(
  kysely: Kysely<Database>,
  familyId: string,
  links: { childId?: string | null | undefined; paidBy?: string | null | undefined; alreadyLinkedChild?: string | null },
): Promise<void> {
  if (links.childId) {
    const linkable = await isLinkableChild(kysely, { familyId, childId: links.childId, alreadyLinked: links.alreadyLinkedChild });
    if (!linkable) throw new AppError('bad_request', EXPENSE_MESSAGES.child, { childId: EXPENSE_MESSAGES.child });
  }
  if (links.paidBy) {
    const parents = await loadFamilyParents(kysely, familyId);
    if (!parents.some((p) => p.id === links.paidBy))
      throw new AppError('bad_request', EXPENSE_MESSAGES.paidBy, { paidBy: EXPENSE_MESSAGES.paidBy });
  }
}
