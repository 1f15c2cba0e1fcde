import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Whether a record may name this child: a child of the family who has not been archived, or the child the
 * record already names (an archived child's past events and expenses keep their link and can still be edited).
 */
export async function isLinkableChild(
  db: Kysely<Database>,
  opts: { familyId: string; childId: string; alreadyLinked?: string | null | undefined },
): Promise<boolean> {
  const child = await db
    .selectFrom('children')
    .select('archivedAt')
    .where('id', '=', opts.childId)
    .where('familyId', '=', opts.familyId)
    .executeTakeFirst();
  return child !== undefined && (child.archivedAt === null || opts.childId === opts.alreadyLinked);
}
