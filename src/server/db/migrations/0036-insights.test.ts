import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0036-insights';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('adds shared goals and Not Now dismissals, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);
    await db.kysely.insertInto('families').values({ id: 'f', name: 'F', createdAt: now }).execute();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    await db.kysely
      .insertInto('sharedGoals')
      .values({
        id: 'g',
        familyId: 'f',
        title: 'T',
        description: null,
        suggestionKey: 'k',
        dueDate: '2030-03-04',
        createdBy: 'u',
        createdAt: now,
        completedAt: null,
        completedBy: null,
        updatedAt: now,
      })
      .execute();
    expect(await db.kysely.selectFrom('sharedGoals').select('dueDate').execute()).toEqual([{ dueDate: '2030-03-04' }]);
    const dismissal = { familyId: 'f', userId: 'u', suggestionKey: 'k', hiddenUntil: now, createdAt: now };
    await db.kysely.insertInto('suggestionDismissals').values(dismissal).execute();
    await expect(db.kysely.insertInto('suggestionDismissals').values(dismissal).execute()).rejects.toThrow();
    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select id from shared_goals`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select user_id from suggestion_dismissals`.execute(db.kysely)).rejects.toThrow();
  });
});
