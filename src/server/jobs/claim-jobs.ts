import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { JobsTable } from '../db/schema.js';

export interface ClaimOptions {
  now: Date;
  leaseMs: number;
  limit: number;
  /** Jobs that ran this many times are left failed. */
  maxAttempts: number;
}

/**
 * Takes up to `limit` due jobs for this instance: a lease until now + leaseMs and one more attempt, in one
 * UPDATE … RETURNING. On PostgreSQL the inner select skips rows another instance is claiming at the same
 * moment (FOR UPDATE SKIP LOCKED); SQLite runs one statement at a time. A job whose lease has passed (its
 * instance died) is due again.
 */
export async function claimDueJobs(db: Db, options: ClaimOptions): Promise<Selectable<JobsTable>[]> {
  const now = options.now.toISOString();
  const leaseEnd = new Date(options.now.getTime() + options.leaseMs).toISOString();
  return db.kysely
    .updateTable('jobs')
    .set({ lockedUntil: leaseEnd, attempts: sql<number>`attempts + 1` })
    .where('id', 'in', (qb) => {
      const due = qb
        .selectFrom('jobs')
        .select('id')
        .where('doneAt', 'is', null)
        .where('runAt', '<=', now)
        .where('attempts', '<', options.maxAttempts)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
        .orderBy('runAt')
        .limit(options.limit);
      return db.dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returningAll()
    .execute();
}
