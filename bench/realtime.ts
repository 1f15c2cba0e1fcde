import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Dialect } from '../src/server/db/database.js';
import { freshBenchDatabase, openMigrated } from './databases.js';
import { ClientFleet, percentile } from './realtime-clients.js';
import { seedRealtimeFamilies, type BenchParent } from './realtime-seed.js';
import type { RealtimeServerOptions, ServerMemory } from './realtime-server.js';

const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',').filter(Boolean) as Dialect[];
/** `1,2` adds a run with two app instances on PostgreSQL: sockets split between them, messages posted to both. */
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1').split(',').map(Number);
const TARGET_P99_MS = 50;
const DRAIN_MS = 2000;
const SETUP_CONCURRENCY = 25;
const HERE = dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = `${HERE}/realtime-results.json`;
const MB = 1024 * 1024;

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(options: RealtimeServerOptions): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(`${HERE}/realtime-server.js`, [JSON.stringify(options)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server process did not start within 30 s')), 30_000);
    child.once('message', (m) => (clearTimeout(timer), resolve((m as { port: number }).port)));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`server process exited with ${code}`))));
  });
  return { child, port };
}

async function serverMemory(child: ChildProcess): Promise<ServerMemory> {
  const reply = new Promise<ServerMemory>((resolve) => child.once('message', (m) => resolve(m as ServerMemory)));
  child.send('memory');
  return reply;
}

async function post(port: number, parent: BenchParent, path: string, body: object): Promise<{ id: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { cookie: `amity_session=${parent.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** One conversation per family, started by its first parent. */
async function startConversations(port: number, parents: BenchParent[]): Promise<string[]> {
  const ids: string[] = [];
  for (let f = 0; f < FAMILIES; f += SETUP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, FAMILIES - f) }, (_, i) => f + i);
    const made = await Promise.all(batch.map((i) => post(port, parents[2 * i] as BenchParent, '/api/conversations', { subject: 'Bench' })));
    ids.push(...made.map((c) => c.id));
  }
  return ids;
}

/**
 * RATE messages a second for SECONDS, each from a parent of the next family in turn, alternating parents; message n
 * goes to instance n mod the number of instances, so with two, half reach the other parent through the other instance.
 */
async function sendMessages(ports: number[], parents: BenchParent[], conversations: string[], fleet: ClientFleet) {
  const total = RATE * SECONDS;
  const start = performance.now();
  const pending: Promise<unknown>[] = [];
  let failed = 0;
  for (let n = 0; n < total; n += 1) {
    const wait = start + (n * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    const family = n % FAMILIES;
    const sender = parents[2 * family + (Math.floor(n / FAMILIES) % 2)] as BenchParent;
    fleet.sent.set(n, { at: performance.now(), by: sender.userId });
    const url = `/api/conversations/${conversations[family] ?? ''}/messages`;
    pending.push(post(ports[n % ports.length] ?? 0, sender, url, { content: `bench ${n}` }).catch(() => (failed += 1)));
  }
  await Promise.all(pending);
  return { total, failed };
}

/** The servers' memory added up. */
async function totalMemory(children: ChildProcess[]): Promise<ServerMemory> {
  const each = await Promise.all(children.map(serverMemory));
  return { rssBytes: each.reduce((sum, m) => sum + m.rssBytes, 0), heapUsedBytes: each.reduce((sum, m) => sum + m.heapUsedBytes, 0) };
}

async function runDialect(dialect: Dialect, instances: number) {
  const database = await freshBenchDatabase(dialect);
  const secret = randomBytes(32).toString('hex');
  const db = await openMigrated(database.open);
  const parents = await seedRealtimeFamilies(db, secret, FAMILIES);
  await db.destroy();
  const servers = await Promise.all(
    Array.from({ length: instances }, () => startServer({ open: database.open, dataDir: database.dataDir, secret })),
  );
  const children = servers.map((s) => s.child);
  const ports = servers.map((s) => s.port);
  const label = instances === 1 ? dialect : `${dialect} x${instances}`;
  const fleet = new ClientFleet();
  try {
    const idle = await totalMemory(children);
    const conversations = await startConversations(ports[0] ?? 0, parents);
    const connectStart = performance.now();
    await fleet.connect(ports, parents);
    const connectMs = performance.now() - connectStart;
    const connected = await totalMemory(children);
    log(`${label}: ${fleet.openCount} sockets open in ${connectMs.toFixed(0)} ms; sending ${RATE}/s for ${SECONDS} s`);
    const { total, failed } = await sendMessages(ports, parents, conversations, fleet);
    await sleep(DRAIN_MS);
    const after = await totalMemory(children);
    const sorted = [...fleet.latenciesMs].sort((a, b) => a - b);
    return {
      dialect: label,
      sockets: fleet.openCount,
      sent: total,
      failedSends: failed,
      delivered: sorted.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? Number.NaN,
      rssIdleMb: idle.rssBytes / MB,
      rssConnectedMb: connected.rssBytes / MB,
      rssAfterMb: after.rssBytes / MB,
      heapAfterMb: after.heapUsedBytes / MB,
    };
  } finally {
    fleet.close();
    await Promise.all(
      children.map((child) => {
        child.send('stop');
        return new Promise((resolve) => child.once('exit', resolve));
      }),
    );
    await database.drop();
  }
}

async function main(): Promise<void> {
  const [load1 = 0] = loadavg();
  if (load1 > availableParallelism()) log(`warning: load average ${load1.toFixed(1)} is above the ${availableParallelism()} cores`);
  log(`Realtime: ${FAMILIES} families (${FAMILIES * 2} sockets), ${RATE} messages/s for ${SECONDS} s`);
  const rows = [];
  // Two instances need PostgreSQL: SQLite's realtime is in-process, for one instance.
  const runs = DIALECTS.flatMap((dialect) => INSTANCES.filter((n) => n === 1 || dialect === 'postgres').map((n) => ({ dialect, n })));
  for (const { dialect, n } of runs) {
    try {
      rows.push(await runDialect(dialect, n));
    } catch (error) {
      log(`${dialect} x${n}: skipped (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  const fmt = (n: number) => n.toFixed(1);
  log('\ndatabase     sockets  sent  delivered  p50 ms  p99 ms  max ms  server RSS idle/connected/after MB (all instances)');
  for (const r of rows) {
    log(
      `${r.dialect.padEnd(12)} ${String(r.sockets).padStart(7)} ${String(r.sent).padStart(5)} ${String(r.delivered).padStart(10)} ` +
        `${fmt(r.p50Ms).padStart(7)} ${fmt(r.p99Ms).padStart(7)} ${fmt(r.maxMs).padStart(7)}  ` +
        `${fmt(r.rssIdleMb)} / ${fmt(r.rssConnectedMb)} / ${fmt(r.rssAfterMb)}`,
    );
  }
  for (const r of rows) {
    log(`${r.p99Ms < TARGET_P99_MS ? 'PASS' : 'FAIL'} p99 delivery under ${TARGET_P99_MS} ms on ${r.dialect} (${fmt(r.p99Ms)} ms)`);
  }
  for (const r of rows) {
    if (r.delivered < r.sent) log(`FAIL ${r.dialect}: ${r.sent - r.delivered} of ${r.sent} messages did not reach the other parent`);
  }
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), settings: { FAMILIES, RATE, SECONDS }, rows }, null, 2)}\n`,
  );
  log(`results: ${RESULTS_FILE}`);
}

await main();
