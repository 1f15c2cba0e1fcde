import { describe, expect, it } from 'vitest';
import { buildAnalysis, sentimentColour, toneOf, urgencyOf } from './build-analysis';

describe('smart communication analysis rules', () => {
  it('maps sentiment to tone and colour at 0.6 and 0.3', () => {
    expect([0.61, 0.6, 0.3, 0.29].map(toneOf)).toEqual(['positive', 'neutral', 'neutral', 'negative']);
    expect(sentimentColour(0.61)).toContain('green');
    expect(sentimentColour(0.29)).toContain('red');
    expect(sentimentColour(0.5)).toBe('text-muted-foreground');
  });

  it('is urgent only for the words urgent or emergency', () => {
    expect(urgencyOf('This is URGENT')).toBe('high');
    expect(urgencyOf('Medical emergency!')).toBe('high');
    expect(urgencyOf('Urgently needed')).toBe('medium');
    expect(urgencyOf('See you at 5')).toBe('medium');
  });

  it('uses 0.7 without a sentiment and a fixed readability of 85', () => {
    expect(buildAnalysis({ text: 'Hi', enhancedVersion: undefined, suggestions: undefined, sentiment: undefined })).toEqual({
      originalText: 'Hi',
      enhancedText: 'Hi',
      sentimentScore: 0.7,
      emotionalTone: 'positive',
      readabilityScore: 85,
      urgencyLevel: 'medium',
      suggestions: [],
    });
  });
});
