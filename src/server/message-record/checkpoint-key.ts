import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readOrCreateFile } from '../files/write-file-once.js';
import { join } from 'node:path';

/** The Ed25519 key that signs conversation checkpoints. It lives in DATA_DIR or the environment, never in the database. */
export interface CheckpointKey {
  /** First 16 hex characters of the SHA-256 of the public key (SubjectPublicKeyInfo DER). */
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Base64 of the public key's SubjectPublicKeyInfo DER. */
  publicKeyBase64: string;
}

export const CHECKPOINT_KEY_FILE = 'checkpoint-signing-key.pem';
export const CHECKPOINT_KEY_HINT =
  'must be an Ed25519 private key: a PKCS#8 PEM, or its DER in base64 (openssl genpkey -algorithm ed25519 -outform DER | base64 -w0)';

/** Reads an Ed25519 private key given as PKCS#8 PEM or base64 DER; throws when it is anything else. */
export function parseCheckpointKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey(trimmed)
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`not an Ed25519 key (${key.asymmetricKeyType ?? 'unknown'})`);
  return key;
}

export function isCheckpointKey(text: string): boolean {
  try {
    parseCheckpointKey(text);
    return true;
  } catch {
    return false;
  }
}

export function checkpointKeyFrom(privateKey: KeyObject): CheckpointKey {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return {
    keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
    privateKey,
    publicKey,
    publicKeyBase64: der.toString('base64'),
  };
}

/**
 * CHECKPOINT_SIGNING_KEY when given, otherwise the key kept in DATA_DIR, generated on first start.
 * An unreadable key file stops the server rather than being replaced: a new key would leave every
 * earlier signature unverifiable.
 */
export function resolveCheckpointKey(configured: string | undefined, dataDir: string): CheckpointKey {
  if (configured) return checkpointKeyFrom(parseCheckpointKey(configured));
  const file = join(dataDir, CHECKPOINT_KEY_FILE);
  // Two instances starting at once on one DATA_DIR sign with one key: whichever wrote it first.
  const { content } = readOrCreateFile(file, () =>
    generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  );
  try {
    return checkpointKeyFrom(parseCheckpointKey(content));
  } catch (error) {
    throw new Error(`${file} ${CHECKPOINT_KEY_HINT} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}

/**
 * The keys this process holds, by id. A checkpoint verifies only against one of them, never against a
 * public key read from the database (anyone who can write the database could put their own there).
 */
const held = new Map<string, CheckpointKey>();
let signing: CheckpointKey | undefined;

/** Makes `key` the one new checkpoints are signed with (and one that verifies them). */
export function useCheckpointKey(key: CheckpointKey): CheckpointKey {
  held.set(key.keyId, key);
  signing = key;
  return key;
}

export const currentCheckpointKey = (): CheckpointKey | undefined => signing;
export const heldCheckpointKey = (keyId: string): CheckpointKey | undefined => held.get(keyId);

const resolved = new Map<string, CheckpointKey>();

/** The checkpoint key of this configuration, read or generated once per process. */
export function checkpointKeyFor(config: { checkpointSigningKey: string | undefined; dataDir: string }): CheckpointKey {
  const cacheKey = config.checkpointSigningKey ? `env:${config.checkpointSigningKey}` : `dir:${config.dataDir}`;
  const key = resolved.get(cacheKey) ?? resolveCheckpointKey(config.checkpointSigningKey, config.dataDir);
  resolved.set(cacheKey, key);
  return useCheckpointKey(key);
}
