/**
 * Turns a text into hashed feature indices for the tone model: lower-cased word unigrams and bigrams,
 * character 3- to 5-grams inside words, and a few shape features (capitals, exclamation marks).
 * Training and inference share this file, so the model sees exactly the same features in both.
 */
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

function shapeFeatures(text: string): string[] {
  const out: string[] = [];
  const capsWords = text.match(/\b[A-Z]{3,}\b/g)?.length ?? 0;
  if (capsWords > 0) out.push('#caps');
  if (capsWords > 2) out.push('#caps3');
  if (/!{2,}/.test(text)) out.push('#bang2');
  if (/\?{2,}|\?!|!\?/.test(text)) out.push('#interrobang');
  if (/\byou\b/i.test(text)) out.push('#you');
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
  for (const shape of shapeFeatures(text)) indices.add(bucket(shape));
  indices.add(bucket('#bias'));
  return [...indices];
}
