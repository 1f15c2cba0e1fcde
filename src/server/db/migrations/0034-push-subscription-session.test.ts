import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0034-push-subscription-session';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('keeps existing devices, and a device subscribed under a session goes with it', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);
    const device = (id: string) => ({
      id,
      userId: 'u',
      endpoint: `https://push.example.net/${id}`,
      p256dh: 'k',
      auth: 'a',
      createdAt: now,
    });
    await db.kysely.insertInto('pushSubscriptions').values(device('old')).execute();

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    await db.kysely.insertInto('sessions').values({ id: 's', userId: 'u', expiresAt: now, createdAt: now }).execute();
    await db.kysely
      .insertInto('pushSubscriptions')
      .values({ ...device('new'), sessionId: 's' })
      .execute();
    await db.kysely.deleteFrom('sessions').where('id', '=', 's').execute();
    expect(await db.kysely.selectFrom('pushSubscriptions').select(['id', 'sessionId']).execute()).toEqual([{ id: 'old', sessionId: null }]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select session_id from push_subscriptions`.execute(db.kysely)).rejects.toThrow();
  });
});
