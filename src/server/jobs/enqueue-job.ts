import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { EnqueueInput } from './job-types.js';

/** Inserts the job unless its key is taken (insert … on conflict do nothing): true when it was queued. */
export async function enqueueJob(db: Db, input: EnqueueInput, now = new Date()): Promise<boolean> {
  const result = await db.kysely
    .insertInto('jobs')
    .values({
      id: randomUUID(),
      kind: input.kind,
      payload: JSON.stringify(input.payload ?? null),
      key: input.key ?? null,
      runAt: (input.runAt ?? now).toISOString(),
      createdAt: now.toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
