/**
 * The event loop's longest stall while a worst-case family uses the app: two years of record (10,000 messages,
 * 1,000 expenses, 2,000 events) plus ten repeating events, each daily since 1900 in New York time (the issue's
 * case: ten daily events from year 0001; BENCH_SERIES=200 for a family at the limit of repeating events). Each step goes through the real routes (`app.inject`, in this process), and
 * `perf_hooks.monitorEventLoopDelay` records how long the loop was held while it ran: that is how long every
 * other request to the same server would have waited. SQLite always; PostgreSQL too with --pg or
 * TEST_DATABASE_URL / BENCH_DATABASE_URL. See README.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import type { Dialect } from '../src/server/db/database.js';
import type { EventsTable } from '../src/server/db/schema.js';
import { pairedFamily } from './bench-family.js';
import { freshBenchDatabase, openMigrated } from './databases.js';
import { seedTwoYears } from './report-seed.js';

const COUNTS = {
  messages: Number(process.env.BENCH_MESSAGES ?? 10_000),
  expenses: Number(process.env.BENCH_EXPENSES ?? 1_000),
  events: Number(process.env.BENCH_EVENTS ?? 2_000),
};
const SERIES = Number(process.env.BENCH_SERIES ?? 10);
const TARGET_MS = 50;
const DAY_MS = 86_400_000;

interface StepResult {
  step: string;
  status: number;
  ms: number;
  maxStallMs: number;
  p99Ms: number;
}

/** The family's repeating events: daily since 1900-01-01 09:00 in New York, never ending. */
function longSeries(familyId: string, createdBy: string): Insertable<EventsTable>[] {
  return Array.from({ length: SERIES }, (_, i) => ({
    id: randomUUID(),
    familyId,
    title: `Practice ${i + 1}`,
    startTime: '1900-01-01T14:00:00.000Z',
    endTime: '1900-01-01T15:00:00.000Z',
    eventType: 'activity' as const,
    childId: null,
    assignedParent: null,
    description: null,
    location: null,
    allDay: 0,
    createdBy,
    createdAt: '2025-01-01T00:00:00.000Z',
    timeZone: 'America/New_York',
    recurrence: JSON.stringify({ frequency: 'daily', interval: 1 }),
  }));
}

/** Runs one request with the loop monitored on its own: the longest stall and the p99 of the loop's delay. */
async function measured(step: string, run: () => Promise<{ statusCode: number }>): Promise<StepResult> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  // The monitor drops its first sample: let it tick before the request, or a stall at the start goes unseen.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = performance.now();
  const response = await run();
  const ms = performance.now() - started;
  // The sample of a stall is taken when the loop is free again: let the monitor's timer run once more.
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.disable();
  const toMs = (ns: number) => Math.round(ns / 1e5) / 10;
  return { step, status: response.statusCode, ms: Math.round(ms), maxStallMs: toMs(histogram.max), p99Ms: toMs(histogram.percentile(99)) };
}

async function steps(app: FastifyInstance, cookie: string, range: { startDate: string; endDate: string }): Promise<StepResult[]> {
  const headers = { cookie };
  const get = (url: string) => () => app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PATCH', url: string, payload: object) => () => app.inject({ method, url, headers, payload });
  const now = Date.now();
  const monthFrom = new Date(now - 7 * DAY_MS).toISOString();
  const monthTo = new Date(now + 35 * DAY_MS).toISOString();
  const yearTo = new Date(now + 393 * DAY_MS).toISOString();

  const results: StepResult[] = [];
  results.push(await measured('calendar: month (GET /api/events, 6 weeks)', get(`/api/events?from=${monthFrom}&to=${monthTo}`)));
  results.push(await measured('calendar: 400 days (GET /api/events)', get(`/api/events?from=${monthFrom}&to=${yearTo}`)));
  results.push(await measured('dashboard: GET /api/events/upcoming', get('/api/events/upcoming')));
  const feed = await app.inject({ method: 'POST', url: '/api/calendar/feeds', headers, payload: {} });
  const feedPath = new URL(feed.json<{ url: string }>().url.replace(/^webcal:/, 'http:')).pathname;
  results.push(await measured('iCalendar feed (first fetch)', () => app.inject({ method: 'GET', url: feedPath })));

  const created = await app.inject({
    method: 'POST',
    url: '/api/legal-documents',
    headers,
    payload: { title: 'Two-year custody review', documentType: 'custody_summary', ...range },
  });
  const id = created.json<{ id: string }>().id;
  results.push(
    await measured('report: generate-report', send('POST', '/api/legal-documents/generate-report', { ...range, documentId: id })),
  );
  results.push(await measured('report: PDF of a draft', get(`/api/legal-documents/${id}/report.pdf`)));
  await send('PATCH', `/api/legal-documents/${id}`, { status: 'submitted' })();
  await send('PATCH', `/api/legal-documents/${id}`, { status: 'finalized' })();
  results.push(await measured('report: PDF, finalized, first download', get(`/api/legal-documents/${id}/report.pdf`)));
  results.push(await measured('report: PDF, finalized, later download', get(`/api/legal-documents/${id}/report.pdf`)));
  return results;
}

async function benchDialect(dialect: Dialect) {
  const database = await freshBenchDatabase(dialect);
  const db = await openMigrated(database.open);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: database.dataDir });
  const app = await buildApp({ config, db, secret: randomBytes(32).toString('hex') });
  await app.ready();
  try {
    const family = await pairedFamily(app);
    const range = await seedTwoYears(db, { familyId: family.familyId, parents: [family.first.id, family.second.id] }, COUNTS);
    if (SERIES > 0) await db.kysely.insertInto('events').values(longSeries(family.familyId, family.first.id)).execute();
    const results = await steps(app, family.first.cookie, range);
    return { dialect, results };
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
  console.log(
    `Event-loop stall: ${COUNTS.messages} messages, ${COUNTS.expenses} expenses, ${COUNTS.events} events over two years, ` +
      `${SERIES} daily series since 1900; load average ${load.toFixed(1)} on ${cpus().length} cores.`,
  );
  const all = [];
  for (const dialect of dialects) {
    try {
      const { results } = await benchDialect(dialect);
      all.push({ dialect, results });
      console.log(`\n${dialect}`);
      console.log(
        `  ${'step'.padEnd(44)} ${'status'.padStart(6)} ${'time ms'.padStart(8)} ${'max stall'.padStart(10)} ${'p99'.padStart(7)}`,
      );
      for (const r of results) {
        console.log(
          `  ${r.step.padEnd(44)} ${String(r.status).padStart(6)} ${String(r.ms).padStart(8)} ${r.maxStallMs.toFixed(1).padStart(10)} ${r.p99Ms.toFixed(1).padStart(7)}`,
        );
      }
      const worst = Math.max(...results.map((r) => r.maxStallMs));
      console.log(`  longest stall ${worst.toFixed(1)} ms: ${worst <= TARGET_MS ? 'PASS' : 'FAIL'} (target ${TARGET_MS} ms)`);
    } catch (error) {
      if (dialect === 'postgres') console.log(`postgres skipped: ${(error as Error).message}`);
      else throw error;
    }
  }
  mkdirSync('dist-bench/bench', { recursive: true });
  writeFileSync(
    'dist-bench/bench/event-loop-stall-results.json',
    JSON.stringify({ counts: COUNTS, series: SERIES, results: all }, null, 2),
  );
}

await main();
