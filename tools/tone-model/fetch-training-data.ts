/**
 * Copies the tone model's training data into tools/tone-model/data and checks each file's size and SHA-256 against
 * data-manifest.json; exits non-zero, naming the file, on any mismatch (the copy is then removed).
 * Source: TONE_DATA_DIR, else ../shared/data/tone beside the repository. Run: `npm run fetch:training-data`.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDataFile, manifestFiles, TRAINING_DATA_DIR } from './training-data.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const source = resolve(process.env.TONE_DATA_DIR ?? join(repositoryRoot, '..', 'shared', 'data', 'tone'));

mkdirSync(TRAINING_DATA_DIR, { recursive: true });
const problems: string[] = [];
for (const file of manifestFiles()) {
  const from = join(source, file.name);
  const missing = checkDataFile(from, file);
  if (missing) {
    problems.push(missing);
    continue;
  }
  const to = join(TRAINING_DATA_DIR, file.name);
  copyFileSync(from, to);
  const problem = checkDataFile(to, file);
  if (problem) {
    rmSync(to, { force: true });
    problems.push(problem);
  } else process.stdout.write(`${file.name}: ${file.bytes} bytes, SHA-256 verified\n`);
}
if (problems.length > 0) {
  process.stderr.write(`Training data does not match data-manifest.json:\n${problems.map((p) => `  ${p}\n`).join('')}`);
  process.exit(1);
}
process.stdout.write(`Copied from ${source} to ${TRAINING_DATA_DIR}\n`);
