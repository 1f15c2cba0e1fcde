import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0035-exchange-check-ins';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('holds one check-in per parent and exchange, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);
    await db.kysely.insertInto('families').values({ id: 'f', name: 'F', createdAt: now }).execute();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const row = {
      familyId: 'f',
      exchangeAt: '2030-03-04T17:00:00.000Z',
      userId: 'u',
      status: 'on_time' as const,
      minutesLate: null,
      note: null,
      createdAt: now,
      updatedAt: now,
    };
    await db.kysely
      .insertInto('exchangeCheckIns')
      .values({ id: 'a', ...row })
      .execute();
    await expect(
      db.kysely
        .insertInto('exchangeCheckIns')
        .values({ id: 'b', ...row })
        .execute(),
    ).rejects.toThrow();
    expect(await db.kysely.selectFrom('exchangeCheckIns').select(['exchangeAt', 'status']).execute()).toEqual([
      { exchangeAt: '2030-03-04T17:00:00.000Z', status: 'on_time' },
    ]);
    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select id from exchange_check_ins`.execute(db.kysely)).rejects.toThrow();
  });
});
