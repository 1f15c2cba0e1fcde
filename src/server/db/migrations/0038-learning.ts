import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Learning & Fun: the family's play history and story library (both parents see them), how many stories of each
 * theme the family generated (each new one takes the next plot of the grammar), and each parent's own tip reminders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('play_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    /** JSON array of the ids of the children who played. */
    .addColumn('child_ids', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('played_at', t.instant, (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema.createIndex('play_sessions_family_played').on('play_sessions').columns(['family_id', 'played_at']).execute();

  await db.schema
    .createTable('saved_stories')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    /** The whole Story as JSON. */
    .addColumn('story', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('saved_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_stories_pk', ['family_id', 'id'])
    .execute();

  await db.schema
    .createTable('story_counters')
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('generated', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .addPrimaryKeyConstraint('story_counters_pk', ['family_id', 'theme'])
    .execute();

  await db.schema
    .createTable('tip_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('tip_id', 'text', (c) => c.notNull())
    .addColumn('remind_at', t.instant, (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tip_plans_user').on('tip_plans').columns(['user_id', 'remind_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tip_plans', 'story_counters', 'saved_stories', 'play_sessions'])
    await db.schema.dropTable(table).ifExists().execute();
}
