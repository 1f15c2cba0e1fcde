/**
 * The training data of the tone model, as listed in data-manifest.json (name, size, SHA-256 of each file), in the local
 * folder `tools/tone-model/data` (not committed) where `npm run fetch:training-data` copies it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DataFile {
  name: string;
  bytes: number;
  sha256: string;
}

export const MANIFEST_FILE = fileURLToPath(new URL('./data-manifest.json', import.meta.url));

/** Where training and evaluation read the data. */
export const TRAINING_DATA_DIR = fileURLToPath(new URL('./data', import.meta.url));

export function manifestFiles(): DataFile[] {
  return (JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as { files: DataFile[] }).files;
}

/** What is wrong with a copy of one manifest file, or undefined when its size and SHA-256 match. */
export function checkDataFile(path: string, expected: DataFile): string | undefined {
  if (!existsSync(path)) return `${path} is missing`;
  const bytes = readFileSync(path);
  if (bytes.length !== expected.bytes) return `${path} has ${bytes.length} bytes, the manifest says ${expected.bytes}`;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== expected.sha256) return `${path} has SHA-256 ${sha256}, the manifest says ${expected.sha256}`;
  return undefined;
}

/** The path of a fetched data file, after checking it against the manifest; throws with what to do when it is not there. */
export function trainingDataFile(name: string): string {
  const expected = manifestFiles().find((f) => f.name === name);
  if (!expected) throw new Error(`${name} is not in ${MANIFEST_FILE}`);
  const path = join(TRAINING_DATA_DIR, name);
  const problem = checkDataFile(path, expected);
  if (problem) throw new Error(`${problem}: run \`npm run fetch:training-data\` first`);
  return path;
}
