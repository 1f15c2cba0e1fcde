import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0029-weekly-summary';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('leaves existing parents without the weekly summary, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    await insertUser(db, 'u', new Date().toISOString());

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    expect(await db.kysely.selectFrom('users').select('weeklySummary').executeTakeFirst()).toEqual({ weeklySummary: 0 });

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select weekly_summary from users`.execute(db.kysely)).rejects.toThrow();
  });
});
