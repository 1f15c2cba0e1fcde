import { describe, expect, it } from 'vitest';
import { analyzeConflictOffline } from './analyze-conflict.js';
import { overridingFindings } from './tone-decision.js';

/**
 * Round 14's rules (README), on messages written for this test: none of them is in a set in tools/evaluation. Each heated
 * message is found by the new rules and the finding decides; each calm one has a finding the rules make, which no
 * longer decides, or none at all.
 */
const HEATED: [kind: string, message: string][] = [
  ['threat', "If you don't sign the consent form by Friday, the boys won't be going to your sister's wedding."],
  ['insult', 'You have the memory of a sieve. The recital is Thursday at 6.'],
  ['contempt', "Let me explain in simple words: she can't have peanuts."],
  ['contempt', "Honestly impressive how you lose a school jumper a week. That's £14 each."],
  ['contempt', 'Term ends on the 19th. Is that too hard to remember?'],
  ['sarcasm', "Can't wait to hear this week's excuse for the missing PE kit."],
  ['sarcasm', 'No homework done all weekend again. Colour me shocked.'],
  ['guilt_trip', 'Zara looked for you all afternoon at sports day.'],
  ['passive_aggression', "Sure, I'll take her to the orthodontist again, it's not like I need to work or anything."],
  ['blame', 'Third water bottle this term that went missing at your place.'],
  ['demand', 'Pack his swim bag tonight. Towel. Goggles.'],
  ['demand', "Leave the bikes by the garage. Don't come to the door."],
  ['shouting', 'He came home soaked again. I TOLD YOU TO PACK HIS RAINCOAT!!'],
];

const CALM: [reading: string, message: string][] = [
  ['composure praised with "never"', 'You never seem rattled at the hospital, it really helps Amara stay calm.'],
  ['an acronym after a capitalised article', 'The SENCO meeting is on the 3rd at 9:30, I can send you the notes after.'],
  ['a name a child was called, quoted', "A boy called Ravi 'a useless little baby' at football, the coach has spoken to his parents."],
  ['an order softened with thanks', 'Bring her back by 6 on Sunday. Thanks. Cheers.'],
  ['good news in capitals without "!!"', 'SHE GOT THE SCHOLARSHIP. Just heard from the school, call me when you can.'],
];

describe('round 14 rules', () => {
  it.each(HEATED)('%s decides: %s', (kind, message) => {
    expect(overridingFindings(message).map((f) => f.kind)).toContain(kind);
  });

  it.each(CALM)('%s: no finding decides (%s)', (_reading, message) => {
    expect(overridingFindings(message)).toEqual([]);
  });

  it('a rewrite drops the image an insult is made of, and keeps the facts', () => {
    const { rewritten } = analyzeConflictOffline(
      "Honestly you've got the memory of a goldfish with a phone. Her dentist is at 3:40 on the 9th.",
    );
    expect(rewritten).toContain('3:40');
    expect(rewritten).toContain('9th');
    expect(rewritten).not.toMatch(/goldfish|phone/i);
  });
});
