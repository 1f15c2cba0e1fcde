import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0026-push-subscriptions';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('keeps one subscription per endpoint, drops them with their user, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const row = {
      id: 's1',
      userId: 'u',
      endpoint: 'https://push.example.net/1',
      p256dh: 'k',
      auth: 'a',
      userAgent: null,
      createdAt: now,
      lastSuccessAt: null,
    };
    await db.kysely.insertInto('pushSubscriptions').values(row).execute();
    await expect(
      db.kysely
        .insertInto('pushSubscriptions')
        .values({ ...row, id: 's2' })
        .execute(),
    ).rejects.toThrow();
    expect(await db.kysely.selectFrom('pushSubscriptions').select(['id', 'createdAt', 'lastSuccessAt']).execute()).toEqual([
      { id: 's1', createdAt: now, lastSuccessAt: null },
    ]);
    await db.kysely.deleteFrom('users').where('id', '=', 'u').execute();
    expect(await db.kysely.selectFrom('pushSubscriptions').selectAll().execute()).toEqual([]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select * from push_subscriptions`.execute(db.kysely)).rejects.toThrow();
  });
});
