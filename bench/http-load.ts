import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import type { Dialect } from '../src/server/db/database.js';
import { freshBenchDatabase, openMigrated, postgresUrl } from './databases.js';
import { seedFamilies } from './seed.js';
import type { ServerOptions, ServerPorts } from './servers.js';

const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres')
  .split(',')
  .map((d) => d.trim())
  .filter(Boolean);
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const RUNS_EACH = 2;
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 50;
const HERE = dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = `${HERE}/http-load-results.json`;

type ServerName = 'app' | 'bare';
interface Run {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Server CPU time per request: steadier than req/s when other work shares the machine. */
  cpuUsPerReq: number;
}
interface Row extends Run {
  dialect: Dialect;
  server: ServerName;
  ratio: number;
  runs: Run[];
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** Starts servers.js in its own process and waits for its two ports. */
async function startServers(options: ServerOptions): Promise<{ child: ChildProcess; ports: ServerPorts }> {
  const child = fork(`${HERE}/servers.js`, [JSON.stringify(options)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ports = await new Promise<ServerPorts>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server process did not start within 30 s')), 30_000);
    child.once('message', (message) => (clearTimeout(timer), resolve(message as ServerPorts)));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`server process exited with ${code}`))));
  });
  return { child, ports };
}

/** The server process's CPU time so far, in microseconds. */
async function cpuMicros(child: ChildProcess): Promise<number> {
  const reply = new Promise<number>((resolve) => child.once('message', (m) => resolve((m as { cpuMicros: number }).cpuMicros)));
  child.send('cpu');
  return reply;
}

async function stopServers(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Loads GET /api/events at 50 connections, each request signed in as the next family in turn. */
async function load(port: number, tokens: string[], seconds: number): Promise<Result> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: '/api/events',
        setupRequest: (req) => ({ ...req, headers: { cookie: `amity_session=${tokens[next++ % tokens.length]}` } }),
      },
    ],
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`port ${port}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses`);
  return result;
}

/** Both servers must answer the same family's events identically before their speed means anything. */
async function checkSameAnswer(ports: ServerPorts, token: string): Promise<number> {
  const get = async (port: number) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { cookie: `amity_session=${token}` } });
    if (res.status !== 200) throw new Error(`port ${port} answered ${res.status}`);
    return (await res.json()) as unknown[];
  };
  const [app, bare] = await Promise.all([get(ports.app), get(ports.bare)]);
  if (!isDeepStrictEqual(app, bare)) throw new Error('the app and the bare server disagree on GET /api/events');
  return app.length;
}

async function benchDialect(dialect: Dialect): Promise<Row[] | undefined> {
  let database;
  try {
    database = await freshBenchDatabase(dialect);
  } catch (error) {
    if (dialect !== 'postgres') throw error;
    log(
      `${dialect}: skipped, cannot reach ${postgresUrl().replace(/\/\/[^@]*@/, '//')} (${error instanceof Error ? error.message : String(error)})`,
    );
    return undefined;
  }
  try {
    const secret = randomBytes(32).toString('hex');
    const db = await openMigrated(database.open);
    const seeded = await seedFamilies({ db, secret, families: FAMILIES }).finally(() => db.destroy());
    log(`${dialect}: seeded ${FAMILIES} families (${seeded.rows} rows) in ${(seeded.ms / 1000).toFixed(1)} s`);

    const { child, ports } = await startServers({ open: database.open, dataDir: database.dataDir, secret });
    try {
      const events = await checkSameAnswer(ports, seeded.tokens[0] ?? '');
      log(`${dialect}: both servers answer the same ${events} events; warming up`);
      await load(ports.app, seeded.tokens, WARMUP_SECONDS);
      await load(ports.bare, seeded.tokens, WARMUP_SECONDS);
      const runs: Record<ServerName, Run[]> = { app: [], bare: [] };
      for (let i = 0; i < RUNS_EACH; i++) {
        for (const server of ['app', 'bare'] as const) {
          const cpuBefore = await cpuMicros(child);
          const result = await load(ports[server], seeded.tokens, SECONDS);
          const cpuUsPerReq = Math.round(((await cpuMicros(child)) - cpuBefore) / result.requests.total);
          const run = { reqPerSec: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, cpuUsPerReq };
          runs[server].push(run);
          log(`${dialect}: ${server} run ${i + 1}: ${run.reqPerSec} req/s, p99 ${run.p99Ms} ms, ${run.cpuUsPerReq} µs CPU/req`);
        }
      }
      const best = (server: ServerName) => runs[server].reduce((a, b) => (b.reqPerSec > a.reqPerSec ? b : a));
      const bareBest = best('bare').reqPerSec;
      return (['app', 'bare'] as const).map((server) => {
        const run = best(server);
        return { dialect, server, ...run, ratio: Number((run.reqPerSec / bareBest).toFixed(3)), runs: runs[server] };
      });
    } finally {
      await stopServers(child);
    }
  } finally {
    await database.drop();
  }
}

function report(rows: Row[]): void {
  const cells = [
    ['dialect', 'server', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'app/bare'],
    ...rows.map((r) => [
      r.dialect,
      r.server,
      String(r.reqPerSec),
      String(r.p50Ms),
      String(r.p99Ms),
      String(r.cpuUsPerReq),
      r.server === 'app' ? `${(r.ratio * 100).toFixed(1)}%` : '',
    ]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  log('');
  for (const row of cells) log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  log('');
  for (const app of rows.filter((r) => r.server === 'app')) {
    log(
      `${app.ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'} ${app.dialect}: app reaches ${(app.ratio * 100).toFixed(1)}% of bare throughput (target >= ${TARGET_RATIO * 100}%)`,
    );
    if (app.dialect === 'sqlite')
      log(`${app.p99Ms < TARGET_P99_MS ? 'PASS' : 'FAIL'} sqlite: app p99 ${app.p99Ms} ms (target < ${TARGET_P99_MS} ms)`);
  }
}

async function main(): Promise<void> {
  log(`GET /api/events, ${FAMILIES} families, ${CONNECTIONS} connections, ${RUNS_EACH} x ${SECONDS} s per server (best kept)`);
  const [load1] = loadavg();
  if (load1 !== undefined && load1 > availableParallelism())
    log(`note: load average ${load1.toFixed(1)} on ${availableParallelism()} cores before starting; figures will be noisy`);
  const unknown = DIALECTS.filter((d) => d !== 'sqlite' && d !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_DIALECTS: unknown ${unknown.join(', ')} (use sqlite,postgres)`);
  const rows: Row[] = [];
  for (const dialect of DIALECTS as Dialect[]) rows.push(...((await benchDialect(dialect)) ?? []));
  report(rows);
  mkdirSync(HERE, { recursive: true });
  const settings = { families: FAMILIES, seconds: SECONDS, connections: CONNECTIONS, runsEach: RUNS_EACH, cores: availableParallelism() };
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ date: new Date().toISOString(), settings, rows }, null, 2)}\n`);
  log(`results written to ${RESULTS_FILE}`);
}

await main();
