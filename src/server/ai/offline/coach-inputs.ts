/**
 * What the co-parenting model (coach-model.ts) reads of a message: the general model's features it shares (the pooled
 * word vectors and VADER scores), the general model's verdict, which kinds of rule finding the message has, its
 * shape (capitals, marks, length, second person) and its lower-cased words and word pairs, hashed into NGRAM_BUCKETS.
 */
import { fnv1a, words as wordsOf, type ToneFeatures } from './features.js';
import { TONE_FINDING_KINDS } from '../../../common/schemas/ai.js';
import type { Finding, FindingKind } from './tone-rules.js';

/** Every kind a rule can find ('hostile_wording' is the models' own). */
const KINDS = TONE_FINDING_KINDS.filter((kind): kind is FindingKind => kind !== 'hostile_wording');
const SECOND_PERSON = /\b(?:you|your|you're|yours|yourself|u|ur)\b/i;

export const NGRAM_BUCKETS = 1 << 11;

function ngramBuckets(text: string): Float32Array {
  const out = new Float32Array(NGRAM_BUCKETS);
  const tokens = wordsOf(text);
  tokens.forEach((token, i) => {
    out[fnv1a(`w:${token}`) % NGRAM_BUCKETS] = 1;
    const next = tokens[i + 1];
    if (next) out[fnv1a(`b:${token} ${next}`) % NGRAM_BUCKETS] = 1;
  });
  return out;
}

const logit = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));

export function coachInputs(text: string, features: ToneFeatures, hostility: number, findings: Finding[]): Float32Array {
  const kinds = new Set(findings.map((f) => f.kind));
  const words = text.match(/[A-Za-z']+/g) ?? [];
  const capitals = words.filter((w) => w.length > 1 && /^[A-Z']+$/.test(w)).length;
  const shape = [
    logit(hostility),
    capitals / (words.length || 1),
    Math.min(5, (text.match(/!/g) ?? []).length),
    Math.min(5, (text.match(/\?/g) ?? []).length),
    Math.log2(words.length + 1),
    SECOND_PERSON.test(text) ? 1 : 0,
  ];
  return Float32Array.from([...features.dense, ...KINDS.map((k) => (kinds.has(k) ? 1 : 0)), ...shape, ...ngramBuckets(text)]);
}
