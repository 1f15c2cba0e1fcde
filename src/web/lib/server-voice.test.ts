import { describe, expect, it } from 'vitest';
import { speechPieces } from './server-voice';

describe('speechPieces', () => {
  it('keeps short paragraphs whole, one piece each', () => {
    expect(speechPieces('Once upon a time.\n\nThe end.')).toEqual(['Once upon a time.', 'The end.']);
  });

  it('cuts a long paragraph between sentences, each piece within the limit, nothing lost', () => {
    const paragraph = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const pieces = speechPieces(paragraph, 200);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= 200 && /\.$/.test(p))).toBe(true);
    expect(pieces.join(' ')).toBe(paragraph);
  });

  it('cuts a sentence longer than the limit between words', () => {
    const sentence = `${'word '.repeat(100).trim()}.`;
    const pieces = speechPieces(sentence, 50);
    expect(pieces.every((p) => p.length <= 50)).toBe(true);
    expect(pieces.join(' ')).toBe(sentence);
  });
});
