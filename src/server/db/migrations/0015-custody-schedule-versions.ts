import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

interface OldSchedule {
  fam: string;
  pat: string;
  seq: string | null;
  start: string;
  xtime: string;
  firstp: string;
  tz: string;
  upat: string;
  upby: string;
}

/**
 * The custody schedule becomes a history of changes: each row is a proposal or a change made by a parent
 * alone; the accepted and applied ones are the versions of the schedule, each from its effective date,
 * so a change never rewrites a day already past. A family has at most one pending proposal.
 * Each existing schedule becomes one applied version from its start date: every day keeps its custodian.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('custody_schedule_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('pattern', 'text')
    .addColumn('custom_sequence', 'text')
    .addColumn('start_date', t.date)
    .addColumn('exchange_time', 'text')
    .addColumn('first_parent_id', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('proposed_by', 'text', (c) => c.notNull())
    .addColumn('proposed_at', t.instant, (c) => c.notNull())
    .addColumn('requested_from', t.date)
    .addColumn('effective_from', t.date)
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', t.instant)
    .addColumn('answer', 'text')
    .execute();
  await db.schema
    .createIndex('custody_schedule_changes_family')
    .on('custody_schedule_changes')
    .columns(['family_id', 'proposed_at'])
    .execute();
  await db.schema
    .createIndex('custody_schedule_changes_one_pending')
    .unique()
    .on('custody_schedule_changes')
    .column('family_id')
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();

  const old = await sql<OldSchedule>`select family_id as fam, pattern as pat, custom_sequence as seq, start_date as start,
    exchange_time as xtime, first_parent_id as firstp, time_zone as tz, updated_at as upat, updated_by as upby
    from custody_schedules`.execute(db);
  for (const r of old.rows) {
    const start = typeof r.start === 'string' ? r.start.slice(0, 10) : r.start;
    const at = new Date(r.upat).toISOString();
    await sql`insert into custody_schedule_changes (id, family_id, kind, pattern, custom_sequence, start_date, exchange_time,
      first_parent_id, time_zone, status, proposed_by, proposed_at, requested_from, effective_from)
      values (${randomUUID()}, ${r.fam}, 'set', ${r.pat}, ${r.seq}, ${start}, ${r.xtime}, ${r.firstp}, ${r.tz}, 'applied',
      ${r.upby}, ${at}, ${start}, ${start})`.execute(db);
  }
  await db.schema.dropTable('custody_schedules').execute();
}

/** Back to one schedule per family: the latest version that sets one. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('custody_schedules')
    .addColumn('family_id', 'text', (c) => c.primaryKey().references('families.id').onDelete('cascade'))
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('custom_sequence', 'text')
    .addColumn('start_date', t.date, (c) => c.notNull())
    .addColumn('exchange_time', 'text', (c) => c.notNull())
    .addColumn('first_parent_id', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into custody_schedules (family_id, pattern, custom_sequence, start_date, exchange_time, first_parent_id,
      time_zone, updated_at, updated_by)
    select c.family_id, c.pattern, c.custom_sequence, c.start_date, c.exchange_time, c.first_parent_id, c.time_zone,
      c.proposed_at, c.proposed_by
    from custody_schedule_changes c
    where c.kind = 'set' and c.status in ('accepted', 'applied') and not exists (
      select 1 from custody_schedule_changes later
      where later.family_id = c.family_id and later.status in ('accepted', 'applied')
        and (later.effective_from > c.effective_from or (later.effective_from = c.effective_from and later.proposed_at > c.proposed_at)))`.execute(
    db,
  );
  await db.schema.dropTable('custody_schedule_changes').execute();
}
