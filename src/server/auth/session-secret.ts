import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateFile } from '../files/write-file-once.js';

/** SESSION_SECRET when given, otherwise one generated once and kept in DATA_DIR (the first instance to start writes it). */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'session-secret');
  const secret = readOrCreateFile(file, () => `${randomBytes(48).toString('base64url')}\n`).content.trim();
  if (secret.length < 32) throw new Error(`${file} holds no session secret (32 characters or more); remove it to generate a new one`);
  return secret;
}
