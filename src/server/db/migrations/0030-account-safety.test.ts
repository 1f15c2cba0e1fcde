import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0030-account-safety';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('keeps existing sessions and links as they were, adds last use, place, deletion and email change, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);
    await sql`insert into sessions (id, user_id, expires_at, created_at) values ('s', 'u', ${now}, ${now})`.execute(db.kysely);
    await sql`insert into email_verifications (token_hash, user_id, email, created_at, expires_at) values ('h', 'u', 'u@example.com', ${now}, ${now})`.execute(
      db.kysely,
    );

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const session = await db.kysely.selectFrom('sessions').select(['lastUsedAt', 'place']).where('id', '=', 's').executeTakeFirstOrThrow();
    expect(session).toEqual({ lastUsedAt: null, place: null });
    const user = await db.kysely.selectFrom('users').select('deletedAt').where('id', '=', 'u').executeTakeFirstOrThrow();
    expect(user.deletedAt).toBeNull();
    const link = await db.kysely.selectFrom('emailVerifications').select('changesEmail').executeTakeFirstOrThrow();
    expect(link.changesEmail).toBe(0);

    await db.kysely.updateTable('sessions').set({ lastUsedAt: now, place: 'Lyon, FR' }).execute();
    const used = await db.kysely.selectFrom('sessions').select(['lastUsedAt', 'place']).executeTakeFirstOrThrow();
    expect(used.place).toBe('Lyon, FR');
    expect(Date.parse(used.lastUsedAt ?? '')).toBe(Date.parse(now));

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select place from sessions`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select deleted_at from users`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select changes_email from email_verifications`.execute(db.kysely)).rejects.toThrow();
  });
});
