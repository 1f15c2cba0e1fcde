/** The part of vader-sentiment (no bundled types) the server uses. */
declare module 'vader-sentiment' {
  export interface PolarityScores {
    neg: number;
    neu: number;
    pos: number;
    /** -1 (most negative) to 1 (most positive). */
    compound: number;
  }
  export const SentimentIntensityAnalyzer: {
    polarity_scores(text: string): PolarityScores;
  };
  const vader: { SentimentIntensityAnalyzer: typeof SentimentIntensityAnalyzer };
  export default vader;
}
