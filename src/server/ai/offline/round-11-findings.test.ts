import { describe, expect, it } from 'vitest';
import { withoutQuotedSpeech } from './quoted-speech.js';

/**
 * Round 11 (README): more verbs of saying introduce reported speech, on sentences written for this test (none is in a set
 * in tools/evaluation). What a child or a teacher is reported to have said is blanked before the models read the message.
 */
describe('reported speech after more verbs of saying', () => {
  it.each([
    "Zara announced 'you are the worst mum ever' at breakfast, then hugged me. Teenagers.",
    'Coach yelled "get off the pitch now" at the whole team, so Ravi came home quiet.',
    "Mrs Obi mentioned 'he keeps calling the others names' at pickup, can we both talk to him?",
  ])('blanks the quote in: %s', (message) => {
    const blanked = withoutQuotedSpeech(message);
    expect(blanked).not.toBe(message);
    expect(blanked.length).toBe(message.length);
  });

  it("keeps scare quotes, which are the writer's own words", () => {
    const message = "Your 'quick errand' announced itself as a three-hour lunch.";
    expect(withoutQuotedSpeech(message)).toBe(message);
  });
});
