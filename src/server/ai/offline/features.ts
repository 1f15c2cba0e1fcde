/**
 * Turns a text into hashed feature indices for the tone model: lower-cased word unigrams and bigrams,
 * character 3- to 5-grams inside words, shape features (capitals, exclamation marks, second person, profanity,
 * length) and the kinds of problems the rules found, so the model learns how much each rule matters on real text.
 * Training and inference share this file, so the model sees exactly the same features in both.
 */
import { findToneProblems } from './tone-rules.js';

export const TONE_MODEL_BUCKETS = 1 << 17;

/** FNV-1a 32-bit hash of a string. */
function fnv1a(text: string): number {
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
  const kinds = new Set(findToneProblems(text).map((f) => f.kind));
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
