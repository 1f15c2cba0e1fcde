import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { CHECKPOINT_KEY_FILE, checkpointKeyFrom, resolveCheckpointKey, useCheckpointKey } from './checkpoint-key.js';
import { checkpointPayload, verifyCheckpoint } from './checkpoints.js';
import { sign } from 'node:crypto';

const dir = () => mkdtempSync(join(tmpdir(), 'amity-key-'));

describe('checkpoint signing key', () => {
  it('is generated once into DATA_DIR (owner-only) and read back on the next start', () => {
    const dataDir = dir();
    const first = resolveCheckpointKey(undefined, dataDir);
    const file = join(dataDir, CHECKPOINT_KEY_FILE);
    expect(readFileSync(file, 'utf8')).toContain('BEGIN PRIVATE KEY');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = resolveCheckpointKey(undefined, dataDir);
    expect(again.keyId).toBe(first.keyId);
    expect(first.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('comes from CHECKPOINT_SIGNING_KEY (base64 DER or PEM) when set, and a bad value stops the server naming the variable', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const expected = checkpointKeyFrom(privateKey).keyId;
    expect(resolveCheckpointKey(der, dir()).keyId).toBe(expected);
    expect(resolveCheckpointKey(pem, dir()).keyId).toBe(expected);
    expect(loadConfig({ CHECKPOINT_SIGNING_KEY: der }).checkpointSigningKey).toBe(der);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    for (const bad of ['not a key', rsa]) {
      expect(() => loadConfig({ CHECKPOINT_SIGNING_KEY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ CHECKPOINT_SIGNING_KEY: bad })).toThrow(/CHECKPOINT_SIGNING_KEY: must be an Ed25519 private key/);
    }
  });

  it('refuses to start over a damaged key file rather than silently replacing it', () => {
    const dataDir = dir();
    writeFileSync(join(dataDir, CHECKPOINT_KEY_FILE), 'garbage');
    expect(() => resolveCheckpointKey(undefined, dataDir)).toThrow(/must be an Ed25519 private key/);
  });

  it('verifies a checkpoint only against a key the process holds', () => {
    const held = useCheckpointKey(checkpointKeyFrom(generateKeyPairSync('ed25519').privateKey));
    const stranger = checkpointKeyFrom(generateKeyPairSync('ed25519').privateKey);
    const fields = { conversationId: 'c', messageCount: 3, headHash: 'a'.repeat(64), signedAt: '2030-01-01T00:00:00.000Z' };
    const signWith = (key: typeof held) => ({
      ...fields,
      subject: 'General',
      keyId: key.keyId,
      publicKey: key.publicKeyBase64,
      signature: sign(null, checkpointPayload({ ...fields, keyId: key.keyId }), key.privateKey).toString('base64'),
    });
    expect(verifyCheckpoint(signWith(held))).toBe(true);
    expect(verifyCheckpoint(signWith(stranger))).toBe(false);
    expect(verifyCheckpoint({ ...signWith(held), signature: 'bm90IGEgc2lnbmF0dXJl' })).toBe(false);
    expect(checkpointPayload({ ...fields, keyId: 'k' }).toString()).toBe(
      `{"conversationId":"c","headHash":"${'a'.repeat(64)}","keyId":"k","messageCount":3,"signedAt":"2030-01-01T00:00:00.000Z","v":1}`,
    );
  });
});
