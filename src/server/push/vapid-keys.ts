import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { isVapidPrivateKey, isVapidPublicKey } from './vapid-settings.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid-keys.json';

function readKeys(file: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (
    typeof keys.publicKey === 'string' &&
    isVapidPublicKey(keys.publicKey) &&
    typeof keys.privateKey === 'string' &&
    isVapidPrivateKey(keys.privateKey)
  ) {
    return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  }
  throw new Error(`${file} does not hold a VAPID key pair ({"publicKey","privateKey"} in base64url); remove it to generate a new one`);
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when given, otherwise a pair generated once and kept in
 * DATA_DIR/vapid-keys.json. Every subscription is bound to the public key: a new pair ends them all.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = join(dataDir, FILE);
  const existing = readKeys(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, `${JSON.stringify(generated)}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    // Another process wrote it first: use theirs, so both sign with one key.
    return readKeys(file) ?? generated;
  }
  return generated;
}
