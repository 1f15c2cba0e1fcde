import { describe, expect, it } from 'vitest';
import { overridingFindings } from './tone-decision.js';

/**
 * Round 12's rules (README), on messages written for this test: none of them is in a set in tools/evaluation. Each heated
 * message is found by the new rules and the finding decides; each calm one has a finding the rules make, which no
 * longer decides, or none at all.
 */
const HEATED: [kind: string, message: string][] = [
  ['insult', 'Pack of liars, the lot of you. Nothing you said about the holidays was true.'],
  ['insult', "You're as dumb as a box of rocks if you think she'll eat that."],
  ['threat', 'Expect a visit from CPS by the end of the week.'],
  ['threat', "One more missed payment and I'm going straight to HMRC."],
  ['threat', 'Bring the tablet back tomorrow or the tablet stays with me for good.'],
  ['contempt', 'Not shocked at all. This is simply who you are.'],
  ['contempt', "You wouldn't know her shoe size if it hit you in the face."],
  ['sarcasm', 'Loved being told about the haircut by her teacher.'],
  ['sarcasm', 'Wow, an answer before midnight. Progress.'],
  ['passive_aggression', 'Just flagging that Amir has a dad too, in case your new partner forgot.'],
  ['guilt_trip', "Fine. I'm the only one who bothers with her reading anyway."],
  ['shouting', 'omg HOW is the school trip money STILL not paid???'],
];

const CALM: [reading: string, message: string][] = [
  ['an acronym between an article and a noun', 'Heads up, the SENCO meeting moved to Thursday at 3:15. Room 4.'],
  ['an acronym between an article and a noun', 'Could you sign the FAFSA form before Friday? I filled in my half.'],
  ['a name a child was called, reported', "A girl in her class called her stupid at lunch. I've spoken to the teacher, just so you know."],
  ['good news with omg and capitals', 'omg SHE PASSED HER DRIVING THEORY!!! 🎉'],
  [
    'straight to somewhere else',
    'She went straight to sleep after the party. Thank you for driving her to the child support office earlier.',
  ],
  ['a bunch of something else', 'The bunch of flowers from the kids arrived, thank you so much.'],
];

describe('round 12 rules', () => {
  it.each(HEATED)('%s decides: %s', (kind, message) => {
    expect(overridingFindings(message).map((f) => f.kind)).toContain(kind);
  });

  it.each(CALM)('%s: no finding decides (%s)', (_reading, message) => {
    expect(overridingFindings(message)).toEqual([]);
  });
});
