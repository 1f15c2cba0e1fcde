import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0032-stored-report-pdf';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('leaves existing documents with no stored PDF (rendered on their next download), and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    const run = (query: ReturnType<typeof sql>) => query.execute(db.kysely);
    await insertUser(db, 'u', now);
    await run(sql`insert into families (id, name, created_at) values ('f', 'Family', ${now})`);
    await run(sql`insert into legal_documents (id, family_id, created_by, title, document_type, start_date, end_date,
      include_messages, include_expenses, include_events, status, created_at, updated_at)
      values ('d', 'f', 'u', 'Review', 'custody_summary', '2030-01-01', '2030-06-30', 1, 1, 1, 'finalized', ${now}, ${now})`);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    expect(await db.kysely.selectFrom('legalDocuments').select(['id', 'reportPdfKey']).execute()).toEqual([
      { id: 'd', reportPdfKey: null },
    ]);
    await db.kysely
      .updateTable('legalDocuments')
      .set({ reportPdfKey: 'ab'.repeat(16) })
      .execute();

    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(sql`select report_pdf_key from legal_documents`.execute(db.kysely)).rejects.toThrow();
    expect((await sql<{ id: string }>`select id from legal_documents`.execute(db.kysely)).rows).toEqual([{ id: 'd' }]);
  });
});
