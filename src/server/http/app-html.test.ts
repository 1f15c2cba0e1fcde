import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOT_QUERIES_ELEMENT_ID, BOOT_READ_AT_ATTRIBUTE, BOOT_USER_ELEMENT_ID } from '../../common/boot-data.js';
import { firstQueryUrls } from '../../common/first-queries.js';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { signUp } from '../testing/factories.js';
import { withClient } from '../testing/global-setup.js';
import { createTestApp, TEST_DIALECTS, testConfig, type TestApp } from '../testing/test-app.js';
import { APP_HTML_SESSION_TIMEOUT_MS, renderAppHtml } from './app-html.js';

const TEMPLATE =
  '<!doctype html><html><head><title>Amity app</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/** Vite's manifest of a tiny build: the entry, the signed-in shell and two screens, sharing chunks. */
const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_framework.js'] },
  'authenticated-app.tsx': { file: 'assets/shell.js', isDynamicEntry: true, imports: ['_framework.js', '_ui.js', 'index.html'] },
  'features/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['_ui.js', 'authenticated-app.tsx'],
  },
  'features/calendar/calendar-page.tsx': { file: 'assets/calendar.js', isDynamicEntry: true, imports: ['index.html'] },
  'shell/email-verification-notice.tsx': { file: 'assets/notice.js', isDynamicEntry: true, imports: ['_ui.js'] },
};

function webDirWithApp(): string {
  const webDir = mkdtempSync(join(tmpdir(), 'amity-app-html-'));
  writeFileSync(join(webDir, 'index.html'), TEMPLATE);
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return webDir;
}

/** The scripts a page preloads beyond the entry's own. */
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]).sort();

const BOOT_USER = new RegExp(`<script type="application/json" id="${BOOT_USER_ELEMENT_ID}"[^>]*>([^<]*)</script>`, 'g');

const BOOT_QUERIES = new RegExp(`<script type="application/json" id="${BOOT_QUERIES_ELEMENT_ID}">([^<]*)</script>`, 'g');

/** The first loads' answers a page carries (by URL), parsed as the client reads them; undefined when it carries none. */
function carriedQueries(html: string): Record<string, unknown> | undefined {
  const matches = [...html.matchAll(BOOT_QUERIES)];
  expect(matches.length).toBeLessThanOrEqual(1);
  return matches[0] ? (JSON.parse(matches[0][1] ?? '') as Record<string, unknown>) : undefined;
}

/** The data preloads of a page. */
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]);

/** The users embedded in a page, parsed as the client reads them. */
function embeddedUsers(html: string): unknown[] {
  return [...html.matchAll(BOOT_USER)].map((match) => JSON.parse(match[1] ?? '') as unknown);
}

const page = (t: { app: TestApp['app'] }, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe.each(TEST_DIALECTS)('the app page carries its signed-in user (%s)', (dialect) => {
  let t: TestApp;
  let webDir: string;
  beforeAll(() => {
    webDir = webDirWithApp();
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  beforeEach(async () => {
    t = await createTestApp(dialect, {}, { webDir });
  });
  afterEach(async () => {
    await t.close();
  });

  it('embeds the user the "who am I" route answers, and no other, in a page no cache may store', async () => {
    const first = await signUp(t.app, { firstName: 'Morgan', lastName: 'Quill' });
    const other = await signUp(t.app, { firstName: 'Jordan', lastName: 'Vance' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first.cookie } });
    for (const url of ['/', '/calendar', '/messages?x=1']) {
      const response = await page(t, url, first.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<title>Amity app</title>');
      expect(embeddedUsers(response.body)).toEqual([me.json()]);
      expect(response.body).not.toContain(other.email);
      expect(response.body).not.toContain('Jordan');
    }
  });

  it("carries the answers of the screen's first loads, as the API gives them to the same session", async () => {
    const parent = await signUp(t.app);
    const other = await signUp(t.app);
    for (const [cookie, name] of [
      [parent.cookie, 'Maple Quill'],
      [other.cookie, 'Birch Vance'],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/children',
        headers: { cookie },
        payload: { name, birthDate: '2018-05-01' },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    for (const path of ['/', '/children', '/expenses', '/profile']) {
      const response = await page(t, path, parent.cookie);
      const carried = carriedQueries(response.body);
      const urls = firstQueryUrls(path);
      expect(Object.keys(carried ?? {}).sort(), path).toEqual([...urls].sort());
      for (const url of urls) {
        const own = await t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
        expect(carried?.[url], `${path} ${url}`).toEqual(own.json());
      }
      // What the page carries is not asked for again.
      expect(fetchPreloads(response.body), path).toEqual([]);
      expect(response.body).not.toContain('Birch Vance');
    }
    expect(JSON.stringify(carriedQueries((await page(t, '/children', parent.cookie)).body))).toContain('Maple Quill');
    // A screen without first loads carries none.
    expect(carriedQueries((await page(t, '/insights', parent.cookie)).body)).toBeUndefined();
  });

  it('says when it read the user and the data it carries, for the realtime catch-up', async () => {
    const parent = await signUp(t.app);
    const before = Date.now();
    const { body } = await page(t, '/', parent.cookie);
    const element = new RegExp(`<script type="application/json" id="${BOOT_USER_ELEMENT_ID}" ${BOOT_READ_AT_ATTRIBUTE}="(\\d+)">`);
    const readAt = Number(element.exec(body)?.[1]);
    expect(readAt).toBeGreaterThanOrEqual(before);
    expect(readAt).toBeLessThanOrEqual(Date.now());
  });

  it("preloads a first load it does not carry, with the session's cookies", async () => {
    const parent = await signUp(t.app);
    const urls = firstQueryUrls('/');
    const [carried, ...preloaded] = urls;
    const html = renderAppHtml(TEMPLATE, parent.user, '/', [], { [carried ?? '']: '[]' });
    expect(fetchPreloads(html)).toEqual(preloaded);
    expect(carriedQueries(html)).toEqual({ [carried ?? '']: [] });
    for (const url of urls) {
      // What is preloaded answers the signed-in parent.
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } })).statusCode, url).toBe(200);
    }
  });

  it("preloads the signed-in shell's and the screen's scripts, and not the entry's", async () => {
    const parent = await signUp(t.app);
    await t.db.kysely.updateTable('users').set({ emailVerifiedAt: new Date().toISOString() }).where('id', '=', parent.user.id).execute();
    expect(modulePreloads((await page(t, '/', parent.cookie)).body)).toEqual(['/assets/dashboard.js', '/assets/shell.js', '/assets/ui.js']);
    expect(modulePreloads((await page(t, '/calendar/', parent.cookie)).body)).toEqual([
      '/assets/calendar.js',
      '/assets/shell.js',
      '/assets/ui.js',
    ]);
    expect(modulePreloads((await page(t, '/no-such-screen', parent.cookie)).body)).toEqual(['/assets/shell.js', '/assets/ui.js']);
    expect(modulePreloads((await page(t, '/')).body)).toEqual([]);
    // The notice asking to verify the email address draws with the shell's first paint.
    const unverified = await signUp(t.app);
    expect(modulePreloads((await page(t, '/calendar', unverified.cookie)).body)).toEqual([
      '/assets/calendar.js',
      '/assets/notice.js',
      '/assets/shell.js',
      '/assets/ui.js',
    ]);
  });

  it('embeds nothing for a visitor signed out, or with an unknown or ended session', async () => {
    const parent = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: parent.cookie } });
    for (const cookie of [undefined, 'amity_session=not-a-session', parent.cookie]) {
      const response = await page(t, '/', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TEMPLATE);
      expect(response.body).not.toContain(BOOT_USER_ELEMENT_ID);
      expect(response.body).not.toContain(parent.email);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('escapes a name written to break out of the script element', async () => {
    const attack = '</script><script>alert(1)</script><!--';
    const parent = await signUp(t.app, { firstName: attack, lastName: '& <b>"quoted"</b>' });
    const response = await page(t, '/', parent.cookie);
    expect(response.body).not.toContain(attack);
    expect(response.body).not.toContain('<script>alert(1)');
    // No element closed early: as many script ends as script starts.
    const scriptsClosed = (html: string) => expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script[\s>]/g)?.length ?? 0);
    scriptsClosed(response.body);
    expect(embeddedUsers(response.body)).toEqual([expect.objectContaining({ firstName: attack, lastName: '& <b>"quoted"</b>' })]);
    // The same for the first loads' answers the page carries.
    await t.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: { cookie: parent.cookie },
      payload: { name: attack, birthDate: '2018-05-01' },
    });
    const children = await page(t, '/children', parent.cookie);
    expect(children.body).not.toContain(attack);
    scriptsClosed(children.body);
    expect(carriedQueries(children.body)?.['/api/children']).toEqual([expect.objectContaining({ name: attack })]);
  });

  it.runIf(dialect === 'postgres')('serves the page without its user, promptly, while the sessions table is locked', async () => {
    const parent = await signUp(t.app);
    const schema = t.db.schema ?? 'public';
    await withClient(process.env.TEST_DATABASE_URL as string, async (admin) => {
      await admin.query('begin');
      await admin.query(`lock table "${schema}".sessions in access exclusive mode`);
      try {
        const started = Date.now();
        const response = await page(t, '/calendar', parent.cookie);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.body).toBe(TEMPLATE);
        expect(Date.now() - started).toBeLessThan(APP_HTML_SESSION_TIMEOUT_MS + 1500);
      } finally {
        await admin.query('rollback');
      }
    });
    expect(embeddedUsers((await page(t, '/calendar', parent.cookie)).body)).toHaveLength(1);
  });
});

describe('SQLite: the app page while the database is locked', () => {
  it('serves the page at once without its user while the lock holds, and with it once the lock is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'amity-app-html-locked-'));
    const db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    const app = await buildApp({
      config: testConfig(),
      db,
      secret: randomBytes(32).toString('hex'),
      pollJobs: false,
      webDir: webDirWithApp(),
    });
    const other = new SQLite(join(dir, 'amity.sqlite'));
    try {
      const parent = await signUp(app);
      // A session not used for a while: reading it writes its last use, which the lock holds up.
      await db.kysely.updateTable('sessions').set({ lastUsedAt: null }).execute();
      other.exec('begin exclusive');
      const started = Date.now();
      const response = await page({ app }, '/', parent.cookie);
      expect(response.statusCode, response.body).toBe(200);
      // Served at once (SQLite waits its 50 ms busy timeout, not seconds), without the user: the client asks itself.
      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.body).toBe(TEMPLATE);
      other.exec('rollback');
      // The lock gone, the page writes the session's last use itself and carries the user.
      expect(embeddedUsers((await page({ app }, '/', parent.cookie)).body)).toHaveLength(1);
      const session = await db.kysely.selectFrom('sessions').select('lastUsedAt').executeTakeFirstOrThrow();
      expect(session.lastUsedAt).not.toBeNull();
    } finally {
      if (other.inTransaction) other.exec('rollback');
      other.close();
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
