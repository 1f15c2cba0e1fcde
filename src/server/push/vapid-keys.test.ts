import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { resolveVapidKeys } from './vapid-keys.js';

describe('VAPID keys', () => {
  it('generates a pair into DATA_DIR once, readable only by its owner, and keeps using it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amity-vapid-'));
    const first = resolveVapidKeys(undefined, dataDir);
    expect(resolveVapidKeys(undefined, dataDir)).toEqual(first);
    const file = join(dataDir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('uses the keys set by environment, for several instances', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.org',
    });
    expect(config.push).toEqual({ vapidKeys: keys, subject: 'mailto:ops@example.org' });
    expect(resolveVapidKeys(config.push.vapidKeys, mkdtempSync(join(tmpdir(), 'amity-vapid-')))).toEqual(keys);
  });

  it('refuses one key without the other, keys that are not VAPID keys, and a subject push services refuse', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY: set both VAPID keys or neither/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY: set both/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be a VAPID public key[\s\S]*VAPID_PRIVATE_KEY: must be a VAPID private key/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.org' })).toThrow(/VAPID_SUBJECT: must be an https/);
  });

  it('names the server’s contact from PUBLIC_URL when https, else from MAIL_FROM or SUPPORT_EMAIL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://amity.example.org/' }).push.subject).toBe('https://amity.example.org');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:5000', MAIL_FROM: 'Amity <amity@example.org>' }).push.subject).toBe(
      'mailto:amity@example.org',
    );
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.org' }).push.subject).toBe('mailto:help@example.org');
    expect(loadConfig({}).push.subject).toBe('mailto:amity@localhost');
  });
});
