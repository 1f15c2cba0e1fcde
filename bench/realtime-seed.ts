import { randomUUID } from 'node:crypto';
import { hashToken, newToken } from '../src/server/auth/tokens.js';
import type { Db } from '../src/server/db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FAMILIES_PER_BATCH = 100;

export interface BenchParent {
  userId: string;
  familyIndex: number;
  /** The `amity_session` cookie value. */
  token: string;
}

/**
 * Families of two parents, each parent with a live session, inserted directly (the benchmark never
 * signs in). Returns the parents in family order: [family 0 parent 1, family 0 parent 2, family 1 ...].
 */
export async function seedRealtimeFamilies(db: Db, secret: string, families: number): Promise<BenchParent[]> {
  const now = new Date();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + 7 * DAY_MS).toISOString();
  const parents: BenchParent[] = [];
  for (let start = 0; start < families; start += FAMILIES_PER_BATCH) {
    const batch = Array.from({ length: Math.min(FAMILIES_PER_BATCH, families - start) }, (_, i) => start + i);
    const familyRows = batch.map((index) => ({ id: randomUUID(), name: `Bench family ${index}`, createdAt }));
    const people = batch.flatMap((index, i) =>
      [1, 2].map((p) => ({ index, familyId: familyRows[i]?.id ?? '', userId: randomUUID(), token: newToken(), p })),
    );
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('families').values(familyRows).execute();
      await trx
        .insertInto('users')
        .values(
          people.map((x) => ({
            id: x.userId,
            email: `parent${x.p}.f${x.index}@realtime.bench.test`,
            passwordHash: null,
            firstName: `Parent ${x.p}`,
            lastName: `Family ${x.index}`,
            profileImageUrl: null,
            oidcSubject: null,
            createdAt,
          })),
        )
        .execute();
      await trx
        .insertInto('memberships')
        .values(people.map((x) => ({ userId: x.userId, familyId: x.familyId, role: 'parent' as const, joinedAt: createdAt })))
        .execute();
      await trx
        .insertInto('sessions')
        .values(people.map((x) => ({ id: hashToken(secret, x.token), userId: x.userId, expiresAt, createdAt, userAgent: 'bench' })))
        .execute();
    });
    parents.push(...people.map((x) => ({ userId: x.userId, familyIndex: x.index, token: x.token })));
  }
  return parents;
}
