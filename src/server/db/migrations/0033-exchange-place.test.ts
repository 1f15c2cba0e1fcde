import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertScheduleVersion } from '../../custody-calendar/insert-schedule-version.js';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0033-exchange-place';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('gives the schedules already agreed no place, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);
    await db.kysely.insertInto('families').values({ id: 'f', name: 'F', createdAt: now }).execute();

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    await insertScheduleVersion(db.kysely, {
      familyId: 'f',
      pattern: 'alternating_weeks',
      startDate: '2030-03-04',
      exchangeTime: '17:00',
      firstParentId: 'u',
      timeZone: 'UTC',
      proposedBy: 'u',
      proposedAt: now,
      effectiveFrom: '2030-03-04',
    });
    expect(await db.kysely.selectFrom('custodyScheduleChanges').select('exchangePlace').execute()).toEqual([{ exchangePlace: null }]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select exchange_place from custody_schedule_changes`.execute(db.kysely)).rejects.toThrow();
  });
});
