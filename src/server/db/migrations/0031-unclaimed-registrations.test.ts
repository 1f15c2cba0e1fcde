import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0031-unclaimed-registrations';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('leaves every existing account with its own email, lets several accounts claim one address, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'owner', now);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const owner = await db.kysely.selectFrom('users').select(['email', 'claimedEmail']).where('id', '=', 'owner').executeTakeFirstOrThrow();
    expect(owner).toEqual({ email: 'owner@example.com', claimedEmail: null });
    for (const id of ['a', 'b']) {
      await sql`insert into users (id, email, first_name, last_name, created_at, claimed_email) values (${id}, ${`${id}@unclaimed.invalid`}, 'X', 'Y', ${now}, 'owner@example.com')`.execute(
        db.kysely,
      );
    }
    const claims = await db.kysely.selectFrom('users').select('id').where('claimedEmail', '=', 'owner@example.com').orderBy('id').execute();
    expect(claims.map((c) => c.id)).toEqual(['a', 'b']);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select claimed_email from users`.execute(db.kysely)).rejects.toThrow();
  });
});
