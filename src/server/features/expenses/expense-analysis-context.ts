import { shortNamer } from '../../../common/expenses/expense-labels.js';
import type { ExpenseAnalysisContext } from '../../../common/schemas/expenses.js';
import type { Db } from '../../db/database.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import { getExpenseSettings } from './expense-settings.js';

/** The family's default split as named shares, for the AI's split suggestion. */
export async function loadExpenseAnalysisContext(db: Db, familyId: string): Promise<ExpenseAnalysisContext> {
  const settings = await getExpenseSettings(db.kysely, familyId);
  const parents = await loadFamilyParents(db.kysely, familyId);
  if (settings.splitType === 'equal' || !settings.splitUserId || parents.length < 2) return { splitType: 'equal', shares: [] };
  const bearer = parents.find((p) => p.id === settings.splitUserId);
  const other = parents.find((p) => p.id !== settings.splitUserId);
  if (!bearer || !other) return { splitType: 'equal', shares: [] };
  const short = shortNamer([bearer.name, other.name]);
  return {
    splitType: settings.splitType,
    shares: [
      { name: short(bearer.name), percent: settings.splitPercent },
      { name: short(other.name), percent: 100 - settings.splitPercent },
    ],
  };
}
