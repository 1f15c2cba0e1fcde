/**
 * Times the court-ready report on a two-year record (10,000 messages, 1,000 expenses, 2,000 events) through
 * the real routes: POST /api/legal-documents/generate-report and GET /api/legal-documents/:id/report.pdf.
 * SQLite always; PostgreSQL too with --pg or TEST_DATABASE_URL / BENCH_DATABASE_URL. See README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg, cpus } from 'node:os';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import type { Dialect } from '../src/server/db/database.js';
import { pairedFamily } from './bench-family.js';
import { freshBenchDatabase, openMigrated } from './databases.js';
import { seedTwoYears } from './report-seed.js';

const COUNTS = {
  messages: Number(process.env.BENCH_MESSAGES ?? 10_000),
  expenses: Number(process.env.BENCH_EXPENSES ?? 1_000),
  events: Number(process.env.BENCH_EVENTS ?? 2_000),
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 5_000;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function benchDialect(dialect: Dialect) {
  const database = await freshBenchDatabase(dialect);
  const db = await openMigrated(database.open);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: database.dataDir });
  const app = await buildApp({ config, db, secret: randomBytes(32).toString('hex') });
  await app.ready();
  try {
    const family = await pairedFamily(app);
    const seedStart = performance.now();
    const range = await seedTwoYears(db, { familyId: family.familyId, parents: [family.first.id, family.second.id] }, COUNTS);
    const seedMs = performance.now() - seedStart;
    const headers = { cookie: family.first.cookie };
    const created = await app.inject({
      method: 'POST',
      url: '/api/legal-documents',
      headers,
      payload: { title: 'Two-year custody review', documentType: 'custody_summary', ...range },
    });
    const documentId = created.json<{ id: string }>().id;

    const generate: number[] = [];
    const pdf: number[] = [];
    let summary = { messages: 0, expenses: 0, events: 0, exchanges: 0, pdfBytes: 0, fingerprint: '' };
    for (let run = 0; run < RUNS; run++) {
      const report = await timed(() =>
        app.inject({ method: 'POST', url: '/api/legal-documents/generate-report', headers, payload: { ...range, documentId } }),
      );
      if (report.value.statusCode !== 200) throw new Error(`generate-report ${report.value.statusCode}: ${report.value.body}`);
      generate.push(report.ms);
      const file = await timed(() => app.inject({ method: 'GET', url: `/api/legal-documents/${documentId}/report.pdf`, headers }));
      if (file.value.statusCode !== 200) throw new Error(`report.pdf ${file.value.statusCode}`);
      pdf.push(file.ms);
      const body = report.value.json<{
        fingerprint: string;
        record: { messages: { count: number }; expenses: { count: number }; events: { count: number; custodyExchanges: number } };
      }>();
      summary = {
        messages: body.record.messages.count,
        expenses: body.record.expenses.count,
        events: body.record.events.count,
        exchanges: body.record.events.custodyExchanges,
        pdfBytes: file.value.rawPayload.length,
        fingerprint: body.fingerprint,
      };
    }
    return { dialect, seedMs: Math.round(seedMs), generateMs: generate.map(Math.round), pdfMs: pdf.map(Math.round), ...summary };
  } finally {
    await app.close();
    await db.destroy();
    await database.drop();
  }
}

async function main() {
  const withPg = process.argv.includes('--pg') || Boolean(process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL);
  const dialects: Dialect[] = withPg ? ['sqlite', 'postgres'] : ['sqlite'];
  const load = loadavg()[0] ?? 0;
  if (load > cpus().length)
    console.log(`Note: load average ${load.toFixed(1)} on ${cpus().length} cores; figures will be slower than on a quiet machine.`);
  console.log(
    `Report generation: ${COUNTS.messages} messages, ${COUNTS.expenses} expenses, ${COUNTS.events} events over two years; ${RUNS} runs each.`,
  );
  const results = [];
  for (const dialect of dialects) {
    try {
      const result = await benchDialect(dialect);
      results.push(result);
      console.log(
        `${dialect.padEnd(8)} seed ${result.seedMs} ms | generate-report ${result.generateMs.join(' / ')} ms (median ${median(result.generateMs)}) | ` +
          `PDF ${result.pdfMs.join(' / ')} ms (median ${median(result.pdfMs)}) | record: ${result.messages} messages, ${result.expenses} expenses, ` +
          `${result.events} event occurrences, ${result.exchanges} exchanges | PDF ${(result.pdfBytes / 1024 / 1024).toFixed(1)} MB`,
      );
      console.log(
        `  ${median(result.generateMs) < TARGET_MS ? 'PASS' : 'FAIL'} generate-report under ${TARGET_MS / 1000} s; ${median(result.pdfMs) < TARGET_MS ? 'PASS' : 'FAIL'} PDF under ${TARGET_MS / 1000} s`,
      );
    } catch (error) {
      if (dialect === 'postgres') console.log(`postgres skipped: ${(error as Error).message}`);
      else throw error;
    }
  }
  mkdirSync('dist-bench/bench', { recursive: true });
  writeFileSync('dist-bench/bench/report-generation-results.json', JSON.stringify({ counts: COUNTS, results }, null, 2));
}

await main();
