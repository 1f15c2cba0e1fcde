import { describe, expect, it } from 'vitest';
import { lostFacts } from './message-facts.js';
import { overridingFindings } from './tone-decision.js';

/**
 * Round 13's rules (README), on messages written for this test: none of them is in a set in tools/evaluation. Each heated
 * message is found by the new rules and the finding decides; each calm one has a finding the rules make, which no
 * longer decides, or none at all.
 */
const HEATED: [kind: string, message: string][] = [
  ['insult', 'Complete numpty. The school bus left at 7:40 and you knew it.'],
  ['insult', 'What a nitwit thing to do, signing her up for swimming on my weekend.'],
  ['contempt', 'Get a clue before the parents evening on Tuesday.'],
  ['contempt', 'Maybe find a spine and tell your mother the kids are with me at Easter.'],
  ['sarcasm', "Sure, because 'I forgot' covers three missed dentist appointments."],
  ['sarcasm', "Of course, I'll conjure up another R800 for the school camp. I'm made of money."],
  ['sarcasm', 'Loving how the lunchbox came back unwashed again.'],
];

const CALM: [reading: string, message: string][] = [
  [
    'a child quoted after "saying"',
    "Noah keeps saying 'you are so dumb' to his sister, he got it from a YouTuber. Can we both talk to him?",
  ],
  ['praise said with "you always know"', 'You always know what to say when she gets nervous before a test. Thank you.'],
  ['joy shouted with a sign-off', 'YESSS we got the tickets!! Gates open at 6, see you there!'],
  ['gratitude in capitals', 'THANK YOU for swapping, it really helped this week.'],
  ['a guess at how the reader feels', 'You must be exhausted after the night shift, I can do the school run tomorrow.'],
  ['a worry played down', 'She had a small nosebleed at school. Nothing to worry about, just thought you should know.'],
  ['a fool in a film title', 'We watched Dumb and Dumber on Saturday, she laughed the whole way through.'],
];

describe('round 13 rules', () => {
  it.each(HEATED)('%s decides: %s', (kind, message) => {
    expect(overridingFindings(message).map((f) => f.kind)).toContain(kind);
  });

  it.each(CALM)('%s: no finding decides (%s)', (_reading, message) => {
    expect(overridingFindings(message)).toEqual([]);
  });

  it('a demand said with "you must be" still decides when it is an order', () => {
    expect(overridingFindings('You must be at the school gate by 3pm on Friday.').map((f) => f.kind)).toContain('demand');
    expect(overridingFindings('You must be shattered. You must have her back by 5 though.').map((f) => f.kind)).toContain('demand');
  });

  it('a guilt trip with "just thought you should know" still decides when nothing plays it down', () => {
    expect(overridingFindings('She cried herself to sleep again. Just thought you should know.').map((f) => f.kind)).toContain(
      'guilt_trip',
    );
  });
});

describe('round 13 fact check', () => {
  it("finds a topic named with a possessive ('brother place') in the words the message used", () => {
    const message = "Please don't take them to your brother's place on Sunday.";
    expect(lostFacts(message, message, ['brother place'])).toEqual([]);
    expect(lostFacts(message, 'Please let me know your plans for Sunday.', ['brother place'])).toEqual(['brother place']);
  });
});
