import { readFileSync } from 'node:fs';
import { trainingDataFile } from './training-data.js';

/** One labelled example of the public tone data (1 = hostile or impolite). */
export interface ToneExample {
  id: string;
  text: string;
  label: 0 | 1;
  source: string;
}

export const TONE_DATA_FILES = ['tone-goemotions.train.jsonl', 'tone-politeness.train.jsonl'];

/** The labelled examples of the fetched data (`npm run fetch:training-data`), each file checked against the manifest. */
export function loadToneExamples(): ToneExample[] {
  const examples: ToneExample[] = [];
  for (const file of TONE_DATA_FILES) {
    for (const line of readFileSync(trainingDataFile(file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { id: string; text: string; label: number; source: string };
      examples.push({ id: row.id, text: row.text, label: row.label === 1 ? 1 : 0, source: row.source });
    }
  }
  return examples;
}

function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 100;
}

export type Split = 'validation' | 'calibration' | 'train';

/**
 * A deterministic split by id: 15% validation (never seen by training, only for reporting),
 * 10% calibration (for choosing the decision threshold), 75% training.
 */
export function splitOf(id: string): Split {
  const h = idHash(id);
  if (h < 15) return 'validation';
  if (h < 25) return 'calibration';
  return 'train';
}
