import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../auth/accounts.js';
import { SESSION_COOKIE } from '../auth/cookies.js';
import { createSession } from '../auth/sessions.js';
import { startAppProcess, type AppProcess } from '../testing/app-process.js';
import { freePort, startPrivateCluster, type PrivateCluster } from '../testing/private-postgres.js';
import { openSocket } from '../testing/ws-client.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './connection-errors.js';
import { openDatabase, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';

interface Attempt {
  instance: number;
  title: string;
  status: number | 'network error';
  body: string;
  /** 0 before the first restart, 1 after it, and so on. */
  phase: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two production processes (src/server/main.ts) on one PostgreSQL server of the test's own, written to
 * under load while that server is killed and started again. The shared test database is never touched.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL restart under load, two instances', () => {
  let cluster: PrivateCluster;
  let db: Db;
  const instances: AppProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'amity-restart-'));
  const secret = randomBytes(32).toString('hex');
  let cookie = '';

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    db = openDatabase({ databaseUrl: cluster.url, poolSize: 2 });
    await migrateToLatest(db);
    const userId = await createAccount(db, { email: 'restart@example.com', passwordHash: 'unused', firstName: 'Alex', lastName: 'Rivera' });
    cookie = `${SESSION_COOKIE}=${(await createSession({ db, secret, userId })).token}`;
    const env = { DATABASE_URL: cluster.url, SESSION_SECRET: secret, DATA_DIR: dataDir, LOG_LEVEL: 'error' };
    const ports = [await freePort(), await freePort()];
    instances.push(...(await Promise.all(ports.map((port) => startAppProcess(env, port)))));
    // Mostly two processes loading the server through tsx: seconds on a quiet machine, far more on a busy one.
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.destroy();
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers 503 during the outage, recovers by itself, and keeps every acknowledged write', async () => {
    let phase = 0;
    let running = true;
    const attempts: Attempt[] = [];
    const write = async (instance: number, n: number) => {
      const title = `write ${instance}-${n}`;
      const attempt: Attempt = { instance, title, status: 'network error', body: '', phase };
      try {
        const response = await fetch(`${instances[instance]?.url}/api/events`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ title, startTime: '2030-05-01T10:00:00Z', endTime: '2030-05-01T11:00:00Z', eventType: 'appointment' }),
          signal: AbortSignal.timeout(15_000),
        });
        attempt.status = response.status;
        attempt.body = await response.text();
      } catch (error) {
        attempt.body = String(error);
      }
      attempts.push(attempt);
    };
    // Three writers per instance, each one request after the other.
    const load = [0, 1].flatMap((instance) =>
      [0, 1, 2].map(async (writer) => {
        for (let n = 0; running; n++) {
          await write(instance, writer * 1_000_000 + n);
          await sleep(10);
        }
      }),
    );
    const succeeded = (instance: number, during: number) =>
      attempts.filter((a) => a.instance === instance && a.phase === during && a.status === 201).length;
    const refused = (instance: number, during: number) =>
      attempts.filter((a) => a.instance === instance && a.phase === during && a.status === 503).length;

    await expect.poll(() => Math.min(succeeded(0, 0), succeeded(1, 0)), { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    // Killed (crash recovery at start), then stopped as a service restart does (sessions told 57P01).
    for (const mode of ['immediate', 'fast'] as const) {
      await cluster.stop(mode);
      await expect.poll(() => Math.min(refused(0, phase), refused(1, phase)), { timeout: 10_000 }).toBeGreaterThan(0);
      await cluster.start();
      phase++;
      await expect.poll(() => Math.min(succeeded(0, phase), succeeded(1, phase)), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    }
    running = false;
    await Promise.all(load);

    const describeFailure = () =>
      `${JSON.stringify(attempts.filter((a) => a.status !== 201 && a.status !== 503).slice(0, 5))}\n${instances.map((i) => i.output()).join('\n')}`;
    // Both processes still run; during the outage every request was answered 201 or 503, never 500 or a dropped connection.
    expect(
      instances.map((i) => i.child.exitCode),
      describeFailure(),
    ).toEqual([null, null]);
    expect(new Set(attempts.map((a) => a.status)), describeFailure()).toEqual(new Set([201, 503]));
    const unavailable = attempts.find((a) => a.status === 503);
    expect(JSON.parse(unavailable?.body ?? '{}')).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });

    // Every write acknowledged with 201 is in the database.
    const stored = new Set((await db.kysely.selectFrom('events').select('title').execute()).map((row) => row.title));
    const acknowledged = attempts.filter((a) => a.status === 201).map((a) => a.title);
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
  }, 60_000);

  it('listens again on both instances: an event written through one reaches a socket on the other', async () => {
    const listeners = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = 'amity_realtime'`.execute(
          db.kysely,
        )
      ).rows[0]?.n;
    await expect.poll(listeners, { timeout: 15_000 }).toBe(2);
    const [first, second] = instances as [AppProcess, AppProcess];
    const socket = await openSocket(`${second.url.replace('http:', 'ws:')}/api/ws`, { cookie });
    try {
      const created = await fetch(`${first.url}/api/events`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'after the restart',
          startTime: '2030-05-02T10:00:00Z',
          endTime: '2030-05-02T11:00:00Z',
          eventType: 'appointment',
        }),
      });
      expect(created.status).toBe(201);
      await socket.next((frame) => frame.type === 'events.changed', 5_000);
    } finally {
      await socket.close();
    }
  }, 30_000);
});
