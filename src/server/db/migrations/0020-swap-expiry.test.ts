import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0020-swap-expiry';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
  });

  it('keeps every step of every request, lets the app take a step with no one behind it, and goes back down', async () => {
    const before = await databaseBefore(dialect, THIS);
    drop = before.drop;
    const { db, migrator } = before;
    const now = new Date().toISOString();
    const run = (query: ReturnType<typeof sql>) => query.execute(db.kysely);
    await run(sql`insert into families (id, name, created_at) values ('f', 'Family', ${now})`);
    await run(sql`insert into swap_requests (id, family_id, requested_by, dates, make_up_dates, reason, status, created_at)
                  values ('s', 'f', 'u', '["2030-06-12"]', '[]', 'Trip', 'pending', ${now})`);
    await run(sql`insert into swap_request_events (id, swap_request_id, action, ${sql.ref('by')}, at, note)
                  values ('e1', 's', 'requested', 'u', ${now}, 'Trip')`);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const later = new Date(Date.parse(now) + 1000).toISOString();
    await db.kysely.updateTable('swapRequests').set({ status: 'expired' }).where('id', '=', 's').execute();
    await db.kysely
      .insertInto('swapRequestEvents')
      .values({ id: 'e2', swapRequestId: 's', action: 'expired', by: null, at: later, note: 'a date it asks for has passed' })
      .execute();
    const steps = await db.kysely.selectFrom('swapRequestEvents').select(['id', 'action', 'by']).orderBy('at').execute();
    expect(steps).toEqual([
      { id: 'e1', action: 'requested', by: 'u' },
      { id: 'e2', action: 'expired', by: null },
    ]);
    // Down: the app's steps go, expired requests read as cancelled, and every step needs a person again.
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await db.kysely.selectFrom('swapRequestEvents').select('id').execute()).toEqual([{ id: 'e1' }]);
    expect(await db.kysely.selectFrom('swapRequests').select('status').execute()).toEqual([{ status: 'cancelled' }]);
    await expect(
      run(sql`insert into swap_request_events (id, swap_request_id, action, ${sql.ref('by')}, at) values ('e3', 's', 'x', null, ${now})`),
    ).rejects.toThrow();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // The rebuilt table still goes with its family's requests.
    await db.kysely.deleteFrom('families').where('id', '=', 'f').execute();
    expect(await db.kysely.selectFrom('swapRequestEvents').select('id').execute()).toEqual([]);
  });
});
