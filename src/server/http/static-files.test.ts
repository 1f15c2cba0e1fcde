import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('serving the client', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'amity-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(webDir, 'login.html'), '<!doctype html><title>sign in</title>');
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const big = `export const text = ${JSON.stringify('amity '.repeat(2000))};`;
    writeFileSync(join(webDir, 'assets', 'big-abc123.js'), big);
    writeFileSync(join(webDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
    t = await createTestApp('sqlite', {}, { webDir });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every client path with the app, so the client router decides (404 page included)', async () => {
    for (const url of ['/', '/calendar', '/some/deep/link?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing built file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends precompressed files to browsers that accept them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });

  it('shows the sign-in page at /api/login, and sends a signed-in user home unless accepting an invitation', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>sign in</title>');
    const parent = await signUp(t.app);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie: parent.cookie } });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/');
    const withInvite = await t.app.inject({ method: 'GET', url: '/api/login?invite=abc', headers: { cookie: parent.cookie } });
    expect(withInvite.statusCode).toBe(200);
  });

  it('shows the sign-in page at an invitation link /join/<token>, signed in or not', async () => {
    for (const cookie of [undefined, (await signUp(t.app)).cookie]) {
      const page = await t.app.inject({ method: 'GET', url: '/join/abc_DEF-123', headers: cookie ? { cookie } : {} });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>sign in</title>');
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });
});
