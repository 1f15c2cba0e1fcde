import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0023-password-resets';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('keeps one reset link per token hash, goes with its user, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const link = { tokenHash: 'h', userId: 'u', createdAt: now, expiresAt: now };
    await db.kysely.insertInto('passwordResets').values(link).execute();
    await expect(db.kysely.insertInto('passwordResets').values(link).execute()).rejects.toThrow();
    await expect(
      db.kysely
        .insertInto('passwordResets')
        .values({ ...link, tokenHash: 'x', userId: 'nobody' })
        .execute(),
    ).rejects.toThrow();
    await db.kysely.deleteFrom('users').where('id', '=', 'u').execute();
    expect(await db.kysely.selectFrom('passwordResets').selectAll().execute()).toEqual([]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select * from password_resets`.execute(db.kysely)).rejects.toThrow();
  });
});
