/**
 * What the co-parenting model (coach-model.ts) reads of a message: the general model's features it shares (the pooled
 * word vectors and VADER scores), the general model's verdict, which kinds of rule finding the message has, its
 * shape (capitals, marks, length, second person) and its lower-cased words, word pairs and the character 3- to 5-grams
 * of its words, hashed into NGRAM_BUCKETS.
 */
import { fnv1a, words as wordsOf, type ToneFeatures } from './features.js';
import { TONE_FINDING_KINDS } from '../../../common/schemas/ai.js';
import type { Finding, FindingKind } from './tone-rules.js';

/** Every kind a rule can find ('hostile_wording' is the models' own). */
const KINDS = TONE_FINDING_KINDS.filter((kind): kind is FindingKind => kind !== 'hostile_wording');
const SECOND_PERSON = /\b(?:you|your|you're|yours|yourself|u|ur)\b/i;

export const NGRAM_BUCKETS = 1 << 15;
/** Character n-grams of each word (with its edges marked): they carry a jab through typos, phone spelling and new forms of a word. */
const CHARACTER_NGRAMS = [3, 4, 5];

/**
 * A message as the co-parenting model reads it: the dense inputs, then the hashed buckets that are set (to 1), as
 * indices after the dense inputs in ascending order. Most of the 32,768 buckets are 0, so they are not stored.
 */
export interface CoachInputs {
  dense: Float32Array;
  active: number[];
}

/** The buckets of the hashed words, word pairs and character n-grams of the text, from `offset` on, ascending. */
function ngramBuckets(text: string, offset: number): number[] {
  const tokens = wordsOf(text);
  const buckets = new Set<number>();
  const set = (key: string) => buckets.add(offset + (fnv1a(key) % NGRAM_BUCKETS));
  tokens.forEach((token, i) => {
    set(`w:${token}`);
    const next = tokens[i + 1];
    if (next) set(`b:${token} ${next}`);
    const marked = `<${token}>`;
    for (const n of CHARACTER_NGRAMS) {
      for (let j = 0; j + n <= marked.length; j++) set(`c:${marked.slice(j, j + n)}`);
    }
  });
  return [...buckets].sort((a, b) => a - b);
}

const logit = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));

export function coachInputs(text: string, features: ToneFeatures, hostility: number, findings: Finding[]): CoachInputs {
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
  const head = [...features.dense, ...KINDS.map((k) => (kinds.has(k) ? 1 : 0)), ...shape];
  return { dense: Float32Array.from(head), active: ngramBuckets(text, head.length) };
}
