import { join } from 'node:path';
import webpush from 'web-push';
import { readOrCreateFile } from '../files/write-file-once.js';
import { isVapidPrivateKey, isVapidPublicKey } from './vapid-settings.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid-keys.json';

function parseKeys(file: string, text: string): VapidKeys {
  let keys: Partial<VapidKeys> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object') keys = parsed as Partial<VapidKeys>;
  } catch {
    // Reported below.
  }
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
  // Two instances starting at once on one DATA_DIR sign with one pair: whichever wrote it first.
  const { content } = readOrCreateFile(file, () => `${JSON.stringify(webpush.generateVAPIDKeys())}\n`);
  return parseKeys(file, content);
}
