import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0028-delivery-preferences';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('leaves existing parents with push on for every kind, no quiet hours and no bundling, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const user = await db.kysely
      .selectFrom('users')
      .select(['quietHoursOn', 'quietHoursStart', 'quietHoursEnd', 'timeZone', 'bundleMessages'])
      .executeTakeFirst();
    expect(user).toEqual({ quietHoursOn: 0, quietHoursStart: null, quietHoursEnd: null, timeZone: null, bundleMessages: 0 });
    const off = { userId: 'u', kind: 'expense' as const, enabled: 0, updatedAt: now };
    await db.kysely.insertInto('pushPreferences').values(off).execute();
    await expect(db.kysely.insertInto('pushPreferences').values(off).execute()).rejects.toThrow();
    await db.kysely.deleteFrom('users').where('id', '=', 'u').execute();
    expect(await db.kysely.selectFrom('pushPreferences').selectAll().execute()).toEqual([]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select * from push_preferences`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select quiet_hours_on from users`.execute(db.kysely)).rejects.toThrow();
  });
});
