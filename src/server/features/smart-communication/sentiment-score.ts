import type { ConflictAnalysis } from '../../../common/schemas/ai.js';
import { polarityScores } from '../../ai/offline/vader.js';

/** The spec's tone bands (SPEC.md section 5): above 0.6 positive, below 0.3 negative. */
const NEGATIVE_BELOW = 0.3;
const POSITIVE_ABOVE = 0.6;
const round = (n: number) => Math.round(n * 1000) / 1000;

/** Sentiment from 0 (very negative) to 1 (very positive): VADER's compound score moved to 0..1, rounded to 3 places. */
export function sentimentScore(text: string): number {
  const { compound } = polarityScores(text);
  return round((compound + 1) / 2);
}

/**
 * The sentiment kept within the tone coach's verdict, so the two never contradict each other: a message the coach
 * calls heated reads negative, one it has nothing to say about is never negative, and a warm (calm) one reads positive.
 */
export function sentimentAgreeingWith(score: number, analysis: Pick<ConflictAnalysis, 'tone' | 'needsRewrite'>): number {
  if (analysis.tone === 'heated') return Math.min(score, round(NEGATIVE_BELOW - 0.01));
  if (analysis.tone === 'calm') return Math.max(score, round(POSITIVE_ABOVE + 0.01));
  if (!analysis.needsRewrite) return Math.max(score, NEGATIVE_BELOW);
  return score;
}
