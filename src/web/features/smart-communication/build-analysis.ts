import type { CreateMessageAnalysis, EmotionalTone, MessageSuggestion, UrgencyLevel } from '@common/schemas/smart-communication';

/** SPEC.md sections 5 and 9: thresholds, default sentiment and the fixed readability score. */
export const POSITIVE_ABOVE = 0.6;
export const NEGATIVE_BELOW = 0.3;
export const DEFAULT_SENTIMENT = 0.7;
export const READABILITY_SCORE = 85;

export function toneOf(sentiment: number): EmotionalTone {
  if (sentiment > POSITIVE_ABOVE) return 'positive';
  if (sentiment < NEGATIVE_BELOW) return 'negative';
  return 'neutral';
}

/** Green above 0.6, red below 0.3, otherwise grey. */
export function sentimentColour(sentiment: number): string {
  if (sentiment > POSITIVE_ABOVE) return 'text-green-700 dark:text-green-400';
  if (sentiment < NEGATIVE_BELOW) return 'text-red-700 dark:text-red-400';
  return 'text-muted-foreground';
}

export function urgencyOf(text: string): UrgencyLevel {
  return /\b(?:urgent|emergency)\b/i.test(text) ? 'high' : 'medium';
}

/** The analysis of SPEC.md section 3 from the two calls' answers. */
export function buildAnalysis(opts: {
  text: string;
  enhancedVersion: string | undefined;
  suggestions: MessageSuggestion[] | undefined;
  sentiment: number | undefined;
}): CreateMessageAnalysis {
  const sentimentScore = typeof opts.sentiment === 'number' ? opts.sentiment : DEFAULT_SENTIMENT;
  return {
    originalText: opts.text,
    enhancedText: opts.enhancedVersion ?? opts.text,
    sentimentScore,
    emotionalTone: toneOf(sentimentScore),
    readabilityScore: READABILITY_SCORE,
    urgencyLevel: urgencyOf(opts.text),
    suggestions: opts.suggestions ?? [],
  };
}
