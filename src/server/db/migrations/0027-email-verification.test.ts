import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0027-email-verification';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('counts every existing account as verified, keeps one link per token hash that goes with its user, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const then = new Date(Date.now() - 86_400_000).toISOString();
    await insertUser(db, 'old', then);
    const before = Date.now();

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const old = await db.kysely.selectFrom('users').select('emailVerifiedAt').where('id', '=', 'old').executeTakeFirstOrThrow();
    expect(Date.parse(old.emailVerifiedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // An account made after the migration starts unverified.
    await insertUser(db, 'new', new Date().toISOString());
    const fresh = await db.kysely.selectFrom('users').select('emailVerifiedAt').where('id', '=', 'new').executeTakeFirstOrThrow();
    expect(fresh.emailVerifiedAt).toBeNull();

    const now = new Date().toISOString();
    const link = { tokenHash: 'h', userId: 'new', email: 'new@example.com', createdAt: now, expiresAt: now };
    await db.kysely.insertInto('emailVerifications').values(link).execute();
    await expect(db.kysely.insertInto('emailVerifications').values(link).execute()).rejects.toThrow();
    await expect(
      db.kysely
        .insertInto('emailVerifications')
        .values({ ...link, tokenHash: 'x', userId: 'nobody' })
        .execute(),
    ).rejects.toThrow();
    await db.kysely.deleteFrom('users').where('id', '=', 'new').execute();
    expect(await db.kysely.selectFrom('emailVerifications').selectAll().execute()).toEqual([]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select * from email_verifications`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select email_verified_at from users`.execute(db.kysely)).rejects.toThrow();
  });
});
