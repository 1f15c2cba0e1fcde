import { splitSentences } from './sentence-split.js';
import { hostilityProbability } from './tone-model.js';

const MAX_SENTENCES = 8;

/** The sentence of a message the model finds most hostile: what a card flagged by the model alone points at. */
export function hottestSentence(text: string): string {
  const sentences = splitSentences(text);
  if (sentences.length <= 1) return text.trim();
  let best = { sentence: sentences[0] ?? text, p: -1 };
  for (const sentence of sentences.slice(0, MAX_SENTENCES)) {
    const p = hostilityProbability(sentence);
    if (p > best.p) best = { sentence, p };
  }
  return best.sentence;
}
