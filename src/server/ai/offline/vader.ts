import { createRequire } from 'node:module';
import type vader from 'vader-sentiment';
import type { PolarityScores } from 'vader-sentiment';

let analyzer: typeof vader.SentimentIntensityAnalyzer | undefined;

/** VADER's sentiment scores of a text; the package and its lexicon (about 10 MB in memory) load on first use, not at start. */
export function polarityScores(text: string): PolarityScores {
  analyzer ??= (createRequire(import.meta.url)('vader-sentiment') as typeof vader).SentimentIntensityAnalyzer;
  return analyzer.polarity_scores(text);
}
