import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/connection-errors.js';
import { openDatabase, poolName } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { signUp } from '../testing/factories.js';
import { withClient } from '../testing/global-setup.js';
import { testConfig } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';

const newEvent = (title: string) => ({
  title,
  startTime: '2030-05-01T10:00:00Z',
  endTime: '2030-05-01T11:00:00Z',
  eventType: 'appointment',
});

describe('SQLite: a database locked past busy_timeout', () => {
  it('answers 503 with Retry-After, writes nothing, and serves again once the lock is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'amity-locked-'));
    const db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    const app = await buildApp({ config: testConfig(), db, secret: randomBytes(32).toString('hex'), pollJobs: false });
    // Another process (a backup, a second server started by mistake) holds the write lock.
    const other = new SQLite(join(dir, 'amity.sqlite'));
    try {
      const parent = await signUp(app);
      await sql`pragma busy_timeout = 50`.execute(db.kysely);
      other.exec('begin exclusive');
      const locked = await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: parent.cookie },
        payload: newEvent('locked'),
      });
      expect(locked.statusCode, locked.body).toBe(503);
      expect(locked.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });
      expect(locked.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      other.exec('commit');
      const served = await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: parent.cookie },
        payload: newEvent('served'),
      });
      expect(served.statusCode, served.body).toBe(201);
      const titles = (await db.kysely.selectFrom('events').select('title').execute()).map((row) => row.title);
      expect(titles).toEqual(['served']);
    } finally {
      other.close();
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SQLite: pages while the database is locked', () => {
  it('serves the app and its files without the database, and a sign-in page as a page that reloads itself', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'amity-locked-pages-'));
    const webDir = join(dir, 'web');
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Amity app</title>');
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
    const db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    const app = await buildApp({ config: testConfig(), db, secret: randomBytes(32).toString('hex'), pollJobs: false, webDir });
    const other = new SQLite(join(dir, 'amity.sqlite'));
    try {
      const parent = await signUp(app);
      // A session not used for a while: reading it writes its last use, which the lock holds up.
      await db.kysely.updateTable('sessions').set({ lastUsedAt: null }).execute();
      await sql`pragma busy_timeout = 50`.execute(db.kysely);
      other.exec('begin exclusive');
      const html = { cookie: parent.cookie, accept: 'text/html,application/xhtml+xml' };
      for (const url of ['/', '/calendar', '/assets/app.js']) {
        const page = await app.inject({ method: 'GET', url, headers: html });
        expect(page.statusCode, `${url}: ${page.body}`).toBe(200);
      }
      const api = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: parent.cookie } });
      expect(api.statusCode).toBe(503);
      expect(api.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });
      const signIn = await app.inject({ method: 'GET', url: '/api/login?invite=x', headers: html });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.headers['content-type']).toContain('text/html');
      expect(signIn.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(signIn.body).toContain(DATABASE_UNAVAILABLE_MESSAGE);
      expect(signIn.body).toContain(`<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS}">`);
    } finally {
      other.exec('rollback');
      other.close();
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: the server cuts the pool’s connections', () => {
  const t = useTestApp('postgres');

  it('survives (no unhandled pool error), reports it, and the next requests get new connections', async () => {
    const parent = await signUp(t.app);
    const reported: Error[] = [];
    t.db.onConnectionError?.((error) => reported.push(error));
    const name = poolName(t.db.schema ?? '');
    // From another connection, as a restart or an administrator would: every idle connection of this pool.
    const cut = await withClient(process.env.TEST_DATABASE_URL as string, (admin) =>
      admin.query<{ n: number }>(
        'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1) as terminated',
        [name],
      ),
    );
    expect(cut.rows[0]?.n).toBeGreaterThan(0);
    await expect.poll(() => reported.length).toBeGreaterThan(0);
    // A request may still meet a connection the pool has not yet seen die: it is answered 503, never 500.
    await expect
      .poll(async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/events',
          headers: { cookie: parent.cookie },
          payload: newEvent('after'),
        });
        expect([201, 503]).toContain(response.statusCode);
        return response.statusCode;
      })
      .toBe(201);
  });
});
