import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCustodyCalendar } from '../../custody-calendar/load-custody-calendar.js';
import { loadScheduleHistory } from '../../custody-calendar/load-schedule-history.js';
import { databaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0015-custody-schedule-versions';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
  });

  it("turns each family's schedule into one applied version from its start date, so no day changes custodian", async () => {
    const before = await databaseBefore(dialect, THIS);
    drop = before.drop;
    const { db, migrator: m, previous } = before;

    const at = '2030-01-02T10:00:00.000Z';
    const run = (query: ReturnType<typeof sql>) => query.execute(db.kysely);
    for (const [id, first] of [
      ['a', 'Alex'],
      ['b', 'Sam'],
    ]) {
      await run(
        sql`insert into users (id, email, first_name, last_name, created_at) values (${id}, ${`${id}@example.com`}, ${first}, 'Rivera', ${at})`,
      );
    }
    await run(sql`insert into families (id, name, created_at) values ('f', 'Rivera family', ${at})`);
    for (const id of ['a', 'b']) {
      await run(sql`insert into memberships (user_id, family_id, role, joined_at) values (${id}, 'f', 'parent', ${at})`);
    }
    await run(sql`insert into custody_schedules (family_id, pattern, custom_sequence, start_date, exchange_time, first_parent_id, time_zone, updated_at, updated_by)
                  values ('f', '2-2-3', null, '2030-03-04', '17:00', 'a', 'America/New_York', ${at}, 'b')`);

    expect((await m.migrateTo(THIS)).error).toBeUndefined();
    expect(await loadScheduleHistory(db.kysely, 'f')).toEqual([
      {
        id: expect.any(String),
        kind: 'set',
        status: 'applied',
        summary: '2-2-3 starting Mon 4 Mar 2030, exchanges at 17:00 America/New_York, Alex Rivera starts',
        proposedBy: 'b',
        proposedByName: 'Sam Rivera',
        proposedAt: at,
        requestedFrom: '2030-03-04',
        effectiveFrom: '2030-03-04',
        answeredBy: null,
        answeredByName: null,
        answeredAt: null,
        answer: null,
      },
    ]);
    // Down again: the latest version becomes the family's one schedule; then up to the latest migration.
    expect((await m.migrateTo(previous)).error).toBeUndefined();
    const rows = await sql<{ pat: string; upby: string }>`select pattern as pat, updated_by as upby from custody_schedules`.execute(
      db.kysely,
    );
    expect(rows.rows).toEqual([{ pat: '2-2-3', upby: 'b' }]);
    expect((await m.migrateToLatest()).error).toBeUndefined();
    const calendar = await loadCustodyCalendar({ db, familyId: 'f', from: '2030-03-03', to: '2030-03-08' });
    expect(calendar?.days.map((d) => `${d.date.slice(8)}${d.parentId}`).join(' ')).toBe('04a 05a 06b 07b 08a');
  });
});
