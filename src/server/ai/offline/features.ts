/**
 * Turns a text into the tone models' features: hashed lower-cased word unigrams and bigrams, character 3- to 5-grams
 * inside words, shape features (capitals, exclamation marks, second person, profanity, length), the kinds of problems
 * the rules found (so the model learns how much each rule matters on real text), politeness strategies (how each
 * sentence starts, hedges, apologies, gratitude, greetings, 'could you' / 'can you', factuality), VADER sentiment, and
 * the mean and per-dimension maximum of the GloVe vectors of the words (word-vectors.bin, read on first use).
 * Training and inference share this file, so the models see exactly the same features in both.
 */
import { readFileSync } from 'node:fs';
import { findModelRuleFindings } from './tone-rules.js';
import { polarityScores } from './vader.js';
import { decodeWordVectors, vectorWords, WORD_VECTOR_DIMENSIONS, WORD_VECTORS_FILE, type WordVectors } from './word-vectors-file.js';

export const TONE_MODEL_BUCKETS = 1 << 17;

/** FNV-1a 32-bit hash of a string. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function bucket(feature: string): number {
  return fnv1a(feature) % TONE_MODEL_BUCKETS;
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+|[!?]+/g) ?? [];
}

const PROFANITY =
  /\b(?:fuck\w*|shit\w*|damn\w*|crap\w*|ass|asshole|bitch\w*|bastard|dick|piss\w*|wtf|stfu|idiot\w*|stupid|moron\w*|dumb\w*)\b/i;
const SECOND_PERSON = new Set(['you', 'your', "you're", 'yours', 'yourself', 'u', 'ur']);

function shapeFeatures(text: string, tokens: string[]): string[] {
  const out: string[] = [];
  const count = tokens.length || 1;
  const capsWords = text.match(/\b[A-Z]{3,}\b/g)?.length ?? 0;
  if (capsWords > 0) out.push('#caps');
  if (capsWords > 2) out.push('#caps3');
  if (capsWords / count > 0.5) out.push('#capsmost');
  const bangs = text.match(/!/g)?.length ?? 0;
  if (bangs >= 1) out.push('#bang1');
  if (bangs >= 2) out.push('#bang2');
  if (/\?{2,}|\?!|!\?/.test(text)) out.push('#interrobang');
  if (text.includes('?')) out.push('#question');
  const you = tokens.filter((t) => SECOND_PERSON.has(t)).length;
  if (you > 0) out.push('#you');
  if (you / count > 0.1) out.push('#youdense');
  const profane = PROFANITY.test(text);
  if (profane) out.push('#profanity');
  if (profane && you > 0) out.push('#profanity-you');
  out.push(`#length${Math.min(6, Math.floor(Math.log2(count + 1)))}`);
  return out;
}

function ruleFeatures(text: string): string[] {
  const kinds = new Set(findModelRuleFindings(text).map((f) => f.kind));
  const out = [...kinds].map((kind) => `#rule:${kind}`);
  if (kinds.size > 1) out.push('#rule:several');
  return out;
}

/** Unique bucket indices of the features of a text (binary presence features). */
export function featureIndices(text: string): number[] {
  const indices = new Set<number>();
  const tokens = words(text);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    indices.add(bucket(`w:${token}`));
    if (i + 1 < tokens.length) indices.add(bucket(`b:${token} ${tokens[i + 1] ?? ''}`));
    const padded = `<${token}>`;
    for (let n = 3; n <= 5; n++) {
      for (let j = 0; j + n <= padded.length; j++) indices.add(bucket(`c:${padded.slice(j, j + n)}`));
    }
  }
  for (const shape of shapeFeatures(text, tokens)) indices.add(bucket(shape));
  for (const rule of ruleFeatures(text)) indices.add(bucket(rule));
  indices.add(bucket('#bias'));
  return [...indices];
}

/** Hashed features with values: indices into a weight vector (possibly repeated) and the value of each. */
export interface SparseFeatures {
  indices: number[];
  values: number[];
}

/** Everything the tone models read from one text. */
export interface ToneFeatures {
  /** For the general model and the router: n-grams, shape, rules, politeness strategies, VADER, word vectors. */
  general: SparseFeatures;
  /** For the politeness model: word unigrams and bigrams (no character n-grams), strategies, VADER, word vectors. */
  politeness: SparseFeatures;
  /** For the small neural network: mean and maximum word vectors (200), VADER compound, negative, positive. */
  dense: Float32Array;
}

export const DENSE_FEATURES = 2 * WORD_VECTOR_DIMENSIONS + 3;

let vectors: WordVectors | undefined;

/** Mean then per-dimension maximum of the vectors of the known words, or undefined when no word is known. */
export function pooledWordVectors(text: string): Float32Array | undefined {
  vectors ??= decodeWordVectors(readFileSync(WORD_VECTORS_FILE));
  const { find, scales, values } = vectors;
  const sum = new Float64Array(WORD_VECTOR_DIMENSIONS);
  const max = new Float64Array(WORD_VECTOR_DIMENSIONS).fill(-9);
  let known = 0;
  for (const word of vectorWords(text)) {
    const at = find(word);
    if (at < 0) continue;
    known++;
    const scale = scales[at] ?? 0;
    const row = at * WORD_VECTOR_DIMENSIONS;
    for (let d = 0; d < WORD_VECTOR_DIMENSIONS; d++) {
      // The value as a float32, exactly as the vectors were stored when decoded to Float32Arrays.
      const value = Math.fround((values[row + d] ?? 0) * scale);
      sum[d] = (sum[d] ?? 0) + value;
      if (value > (max[d] ?? 0)) max[d] = value;
    }
  }
  if (known === 0) return undefined;
  const out = new Float32Array(2 * WORD_VECTOR_DIMENSIONS);
  for (let d = 0; d < WORD_VECTOR_DIMENSIONS; d++) {
    out[d] = (sum[d] ?? 0) / known;
    out[WORD_VECTOR_DIMENSIONS + d] = max[d] ?? 0;
  }
  return out;
}

const HEDGES = /\b(?:think|suggest|maybe|perhaps|probably|might|possibly|seems?|guess|wonder)\b/i;
const APOLOGY = /\b(?:sorry|apologi[sz]e|excuse me|my bad)\b/i;
const GRATITUDE = /\b(?:thanks?|thank you|appreciate|grateful)\b/i;
const GREETING = /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b/i;
const COUNTERFACTUAL = /\b(?:could|would) you\b/i;
const INDICATIVE = /\b(?:can|will) you\b/i;
const FACTUALITY = /\b(?:really|actually|in fact|the point is|obviously|clearly)\b/i;

/** Politeness strategies (after Danescu-Niculescu-Mizil et al., 2013): how sentences start, and markers. */
function strategyFeatures(text: string): string[] {
  const out: string[] = [];
  text
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean)
    .forEach((sentence, index) => {
      const tokens = vectorWords(sentence);
      if (tokens.length === 0) return;
      out.push(`S:${tokens[0]}`);
      if (tokens.length > 1) out.push(`S2:${tokens[0]} ${tokens[1]}`);
      if (index === 0) out.push(`F:${tokens[0]}`);
      if (/\?\s*$/.test(sentence)) out.push(`Q:${tokens[0]}`);
    });
  if (HEDGES.test(text)) out.push('#hedge');
  if (APOLOGY.test(text)) out.push('#apology');
  if (GRATITUDE.test(text)) out.push('#gratitude');
  if (GREETING.test(text)) out.push('#greeting');
  if (COUNTERFACTUAL.test(text)) out.push('#counterfactual');
  if (INDICATIVE.test(text)) out.push('#indicative');
  if (FACTUALITY.test(text)) out.push('#factuality');
  return out;
}

/** All features of a text for the general model, the router, the politeness model and the neural network. */
export function toneFeatures(text: string): ToneFeatures {
  const strategies = strategyFeatures(text).map(bucket);
  const sentiment = polarityScores(text);
  const shared: SparseFeatures = { indices: [...strategies], values: strategies.map(() => 1) };
  const add = (feature: string, value: number): void => {
    shared.indices.push(bucket(feature));
    shared.values.push(value);
  };
  add(`#vc${Math.floor((sentiment.compound + 1) * 5)}`, 1);
  add(`#vn${Math.min(5, Math.floor(sentiment.neg * 10))}`, 1);
  add('#vcomp', sentiment.compound);
  add('#vneg', sentiment.neg);
  add('#vpos', sentiment.pos);
  const pooled = pooledWordVectors(text);
  if (pooled) {
    for (let d = 0; d < WORD_VECTOR_DIMENSIONS; d++) add(`#e${d}`, pooled[d] ?? 0);
    for (let d = 0; d < WORD_VECTOR_DIMENSIONS; d++) add(`#m${d}`, (pooled[WORD_VECTOR_DIMENSIONS + d] ?? 0) * 0.5);
  }
  const ngrams = featureIndices(text);
  const general = { indices: [...ngrams, ...shared.indices], values: [...ngrams.map(() => 1), ...shared.values] };
  const tokens = words(text);
  const wordIndices: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    wordIndices.push(bucket(`w:${tokens[i] ?? ''}`));
    if (i + 1 < tokens.length) wordIndices.push(bucket(`b:${tokens[i] ?? ''} ${tokens[i + 1] ?? ''}`));
  }
  wordIndices.push(bucket('#bias'));
  const politeness = { indices: [...wordIndices, ...shared.indices], values: [...wordIndices.map(() => 1), ...shared.values] };
  const dense = new Float32Array(DENSE_FEATURES);
  if (pooled) dense.set(pooled);
  dense[2 * WORD_VECTOR_DIMENSIONS] = sentiment.compound;
  dense[2 * WORD_VECTOR_DIMENSIONS + 1] = sentiment.neg;
  dense[2 * WORD_VECTOR_DIMENSIONS + 2] = sentiment.pos;
  return { general, politeness, dense };
}
