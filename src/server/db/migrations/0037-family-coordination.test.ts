import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0037-family-coordination';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('gives a family the default settings (15 min buffer, alerts on), keeps one snooze per parent and suggestion, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    await insertUser(db, 'u', now);
    await db.kysely.insertInto('families').values({ id: 'f', name: 'F', createdAt: now }).execute();

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    await db.kysely
      .insertInto('familyCoordinationSettings')
      .values({ familyId: 'f', updatedBy: null, updatedAt: now } as never)
      .execute();
    expect(await db.kysely.selectFrom('familyCoordinationSettings').select(['travelBufferMinutes', 'conflictAlerts']).execute()).toEqual([
      { travelBufferMinutes: 15, conflictAlerts: 1 },
    ]);
    const snooze = { familyId: 'f', userId: 'u', suggestionId: 's', until: now, createdAt: now };
    await db.kysely.insertInto('schedulingSnoozes').values(snooze).execute();
    await expect(db.kysely.insertInto('schedulingSnoozes').values(snooze).execute()).rejects.toThrow();

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select * from family_coordination_settings`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select * from scheduling_snoozes`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select * from reschedule_proposals`.execute(db.kysely)).rejects.toThrow();
  });
});
