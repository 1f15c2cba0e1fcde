import { describe, expect, it } from 'vitest';
import { overridingFindings } from './tone-decision.js';

/**
 * Round 10's calm readings (calm-readings.ts `isCelebration`, tone-decision.ts), on messages written for this test: none of
 * them is in a set in tools/evaluation. Each calm message has a finding the rules make, which no longer decides; each
 * heated one keeps its deciding finding.
 */
const CALM: [reading: string, message: string][] = [
  ['good news in capitals with a pictograph', 'OLU LEARNT TO SWIM TODAY!!! 🏊 no armbands at all'],
  ['an achievement in capitals', 'SHE GOT THE LEAD IN THE SCHOOL PLAY!!! Rehearsals start on the 3rd.'],
  ['an achievement in capitals', 'HE CAN NOW TIE HIS OWN LACES!!! took him all summer'],
  ['marks after an acronym, not capitals that shout', 'Can you send the GP letter tonight? Thanks so much!! Nadia has her MRI at 9.'],
  ['marks after an acronym', 'Passport photos are done at the PO!! I will drop them at yours on Thursday.'],
  ['a lawyer sending a document', "My solicitor will forward the revised agreement on Monday, just so you're expecting it."],
  ['an insult for a stranger', 'All fine, some moron clipped our wing mirror outside Lidl. Nobody hurt.'],
];

const HEATED: [kind: string, message: string][] = [
  ['shouting', 'YOU NEVER ANSWER YOUR PHONE!!! 😡'],
  ['shouting', 'WHERE ARE HER SCHOOL SHOES?!? I AM NOT BUYING A THIRD PAIR!!!'],
  ['shouting', 'DO NOT BRING HER BACK LATE AGAIN 🙄'],
  ['threat', 'My lawyer will be hearing about this, every last text.'],
  ['insult', 'You are an idiot and everyone at the school gate knows it.'],
];

describe('round 10 calm readings', () => {
  it.each(CALM)('%s: no finding decides (%s)', (_reading, message) => {
    expect(overridingFindings(message)).toEqual([]);
  });

  it.each(HEATED)('%s still decides: %s', (kind, message) => {
    expect(overridingFindings(message).map((f) => f.kind)).toContain(kind);
  });
});
