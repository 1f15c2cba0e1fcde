import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0025-jobs';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('gives existing parents hour-ahead event reminders, keeps job keys unique, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    expect(await db.kysely.selectFrom('users').select('eventReminderMinutes').execute()).toEqual([{ eventReminderMinutes: 60 }]);
    const job = (id: string, key: string | null) => ({ id, kind: 'k', payload: '{}', key, runAt: now, createdAt: now });
    await db.kysely
      .insertInto('jobs')
      .values([job('a', 'same'), job('b', null), job('c', null)])
      .execute();
    await expect(db.kysely.insertInto('jobs').values(job('d', 'same')).execute()).rejects.toThrow();
    expect(await db.kysely.selectFrom('jobs').select(['id', 'attempts', 'doneAt']).orderBy('id').execute()).toEqual([
      { id: 'a', attempts: 0, doneAt: null },
      { id: 'b', attempts: 0, doneAt: null },
      { id: 'c', attempts: 0, doneAt: null },
    ]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select * from jobs`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select event_reminder_minutes from users`.execute(db.kysely)).rejects.toThrow();
  });
});
