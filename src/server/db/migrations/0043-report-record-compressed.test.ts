import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser, useDatabaseBefore } from '../../testing/migrations.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';

const THIS = '0043-report-record-compressed';

describe.each(TEST_DIALECTS)(`migration ${THIS} (%s)`, (dialect) => {
  const databaseBefore = useDatabaseBefore(dialect, THIS);

  it('compresses every stored report record byte for byte, leaves documents without one alone, and goes back down', async () => {
    const { db, migrator } = await databaseBefore();
    const now = new Date().toISOString();
    const facts = JSON.stringify({ family: { name: 'Rivera – ñandú ✓' }, messages: Array.from({ length: 50 }, (_, i) => `message ${i}`) });
    await insertUser(db, 'u', now);
    await sql`insert into families (id, name, created_at) values ('f', 'Family', ${now})`.execute(db.kysely);
    for (const [id, record] of [
      ['with', facts],
      ['without', null],
    ] as const) {
      await sql`insert into legal_documents (id, family_id, created_by, title, document_type, start_date, end_date, include_messages,
        include_expenses, include_events, report_facts, status, created_at, updated_at)
        values (${id}, 'f', 'u', 'Report', 'communication_log', '2026-01-01', '2026-02-01', 1, 1, 1, ${record}, 'draft', ${now}, ${now})`.execute(
        db.kysely,
      );
    }

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const rows = await db.kysely.selectFrom('legalDocuments').select(['id', 'reportFactsGzip']).orderBy('id').execute();
    expect(rows.map((r) => r.id)).toEqual(['with', 'without']);
    expect(gunzipSync(rows[0]!.reportFactsGzip!).toString('utf8')).toBe(facts);
    expect(rows[1]!.reportFactsGzip).toBeNull();

    expect((await migrator.migrateDown()).error).toBeUndefined();
    const back = await sql<{ id: string; reportFacts: string | null }>`select id, report_facts from legal_documents order by id`.execute(
      db.kysely,
    );
    expect(back.rows).toEqual([
      { id: 'with', reportFacts: facts },
      { id: 'without', reportFacts: null },
    ]);
  });
});
