import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0018-message-record-and-media';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
  });

  it('keeps existing attachments, stops files under them from being deleted, and clears locations nobody opted in to', async () => {
    const before = await databaseBefore(dialect, THIS);
    drop = before.drop;
    const { db, migrator: m } = before;

    const now = new Date().toISOString();
    const run = (query: ReturnType<typeof sql>) => query.execute(db.kysely);
    await run(
      sql`insert into users (id, email, first_name, last_name, created_at) values ('u', 'u@example.com', 'Alex', 'Rivera', ${now})`,
    );
    await run(sql`insert into families (id, name, created_at) values ('f', 'Family', ${now})`);
    await run(sql`insert into conversations (id, family_id, subject, created_by, created_at) values ('c', 'f', 'General', 'u', ${now})`);
    await run(sql`insert into messages (id, conversation_id, sender_id, content, created_at, prev_hash, hash, seq)
                  values ('m', 'c', 'u', 'hello', ${now}, 'p', 'h', 1)`);
    for (const id of ['a', 'b']) {
      await run(sql`insert into files (id, family_id, uploaded_by, name, content_type, size, sha256, storage_key, created_at)
                    values (${id}, 'f', 'u', ${`${id}.png`}, 'image/png', 1, 's', ${`key-${id}`}, ${now})`);
    }
    await run(sql`insert into message_attachments (message_id, file_id, position) values ('m', 'a', 0)`);
    await run(sql`insert into media_items (id, family_id, file_id, uploaded_by, media_type, file_name, ai_tags, people_detected,
                  event_category, emotion_analysis, location, created_at)
                  values ('i', 'f', 'b', 'u', 'photo', 'b.png', '[]', '[]', 'everyday', '', '51.50740, -0.12767', ${now})`);

    const after = await m.migrateToLatest();
    expect(after.error).toBeUndefined();
    expect(await db.kysely.selectFrom('messageAttachments').selectAll().execute()).toEqual([{ messageId: 'm', fileId: 'a', position: 0 }]);
    await expect(db.kysely.deleteFrom('files').where('id', '=', 'a').execute()).rejects.toThrow();
    await expect(
      db.kysely.insertInto('messageAttachments').values({ messageId: 'm', fileId: 'a', position: 1 }).execute(),
    ).rejects.toThrow(); // still one message per file
    expect(await db.kysely.selectFrom('mediaItems').select(['location', 'locationShared', 'archivedAt']).execute()).toEqual([
      { location: null, locationShared: 0, archivedAt: null },
    ]);
    // Deleting the message still removes its link, and a whole family still goes in one statement.
    await db.kysely.deleteFrom('families').where('id', '=', 'f').execute();
    expect(await db.kysely.selectFrom('files').select('id').execute()).toEqual([]);
  });
});
