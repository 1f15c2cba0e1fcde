import { polarityScores } from '../../ai/offline/vader.js';

/** Sentiment from 0 (very negative) to 1 (very positive): VADER's compound score moved to 0..1, rounded to 3 places. */
export function sentimentScore(text: string): number {
  const { compound } = polarityScores(text);
  return Math.round(((compound + 1) / 2) * 1000) / 1000;
}
