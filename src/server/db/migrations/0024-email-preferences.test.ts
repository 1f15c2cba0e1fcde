import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0024-email-preferences';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('leaves existing parents with every email on and message text off, keeps one switch per kind, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    expect(await db.kysely.selectFrom('users').select('emailMessageText').execute()).toEqual([{ emailMessageText: 0 }]);
    expect(await db.kysely.selectFrom('emailPreferences').selectAll().execute()).toEqual([]);
    const off = { userId: 'u', kind: 'swap' as const, enabled: 0, updatedAt: now };
    await db.kysely.insertInto('emailPreferences').values(off).execute();
    await expect(db.kysely.insertInto('emailPreferences').values(off).execute()).rejects.toThrow();
    await db.kysely.deleteFrom('users').where('id', '=', 'u').execute();
    expect(await db.kysely.selectFrom('emailPreferences').selectAll().execute()).toEqual([]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select * from email_preferences`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select email_message_text from users`.execute(db.kysely)).rejects.toThrow();
  });
});
