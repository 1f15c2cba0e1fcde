import type { Kysely } from 'kysely';
import type { SharedGoal } from '../../../common/schemas/insights.js';
import type { Database } from '../../db/schema.js';

const nameOf = (first: string | null, last: string | null, deleted: string | null) =>
  deleted ? 'Former member' : `${first ?? ''} ${last ?? ''}`.trim();

/** The family's shared goals: open ones first by due date, then done ones, latest done first. */
export async function listGoals(db: Kysely<Database>, familyId: string): Promise<(SharedGoal & { suggestionKey: string | null })[]> {
  const rows = await db
    .selectFrom('sharedGoals')
    .innerJoin('users as creator', 'creator.id', 'sharedGoals.createdBy')
    .leftJoin('users as completer', 'completer.id', 'sharedGoals.completedBy')
    .select([
      'sharedGoals.id',
      'sharedGoals.title',
      'sharedGoals.description',
      'sharedGoals.dueDate',
      'sharedGoals.suggestionKey',
      'sharedGoals.createdBy',
      'sharedGoals.createdAt',
      'sharedGoals.completedAt',
      'creator.firstName as creatorFirst',
      'creator.lastName as creatorLast',
      'creator.deletedAt as creatorDeleted',
      'completer.firstName as completerFirst',
      'completer.lastName as completerLast',
      'completer.deletedAt as completerDeleted',
    ])
    .where('sharedGoals.familyId', '=', familyId)
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      dueDate: r.dueDate,
      suggestionKey: r.suggestionKey,
      createdBy: r.createdBy,
      createdByName: nameOf(r.creatorFirst, r.creatorLast, r.creatorDeleted),
      createdAt: r.createdAt,
      completedAt: r.completedAt,
      completedByName: r.completedAt ? nameOf(r.completerFirst, r.completerLast, r.completerDeleted) : null,
    }))
    .sort((a, b) =>
      a.completedAt === null && b.completedAt === null
        ? a.dueDate.localeCompare(b.dueDate) || a.createdAt.localeCompare(b.createdAt)
        : a.completedAt === null
          ? -1
          : b.completedAt === null
            ? 1
            : b.completedAt.localeCompare(a.completedAt),
    );
}
