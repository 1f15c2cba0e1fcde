import { describe, expect, it } from 'vitest';
import { analyzeConflictOffline } from './analyze-conflict.js';

/**
 * Each kind of finding on messages written for this test, in none of the sets the rules were written on
 * (tools/evaluation): the card names the kind and the words that show it.
 */
const HEATED: [kind: string, message: string, words: RegExp][] = [
  ['threat', 'Pay me the $300 you owe me by Friday or I’m keeping the kids next weekend.'.replace('’', "'"), /or I'm keeping the kids/i],
  ['threat', "Sign the school trip form tonight or you won't see them this Saturday.", /or you won't see them/i],
  ['threat', "If you don't pay for the cello lessons I'm stopping the payments for the car.", /stopping the payments/i],
  ['threat', 'Keep this up and my lawyer will hear about it.', /my lawyer will/i],
  ['contempt', 'Must be nice to only parent on weekends.', /must be nice/i],
  ['contempt', 'Some of us actually have to get up for the school run.', /some of us actually/i],
  ['blame', "You're the reason she's struggling in school.", /you're the reason/i],
  ['blame', 'Thanks to you Leo missed his audition on Tuesday.', /thanks to you/i],
  ['guilt_trip', 'Nina kept asking why Daddy never came to her recital. Hope it was worth it.', /hope it was worth it|kept asking why/i],
  ['guilt_trip', 'I guess the kids just don’t matter to you anymore.'.replace('’', "'"), /don't matter/i],
  ['sarcasm', "Oh great, another birthday you 'forgot'. Nice work as usual.", /oh great|as usual|'forgot'/i],
  ['sarcasm', 'How thoughtful of you to tell me about the trip to Rome the night before.', /how thoughtful of you/i],
  ['insult', 'You are a deadbeat and everyone at the school knows it.', /deadbeat/i],
  ['insult', 'Only an idiot would let an 8 year old stay up till 1am.', /idiot/i],
  ['insult', 'Max walked home alone at 9 at night. Are you brain dead?', /brain dead/i],
  ['shouting', 'WHERE IS HER RETAINER?? I NEED IT TONIGHT!!!', /WHERE|RETAINER|!!!/],
  ['demand', 'Have the boys ready at 6. Do not be late. No excuses.', /no excuses/i],
  ['demand', 'Answer me. Now.', /now/i],
  ['passive_aggression', 'As I already told you, the dentist is on the 9th at 3:15.', /as i already told you/i],
  ['passive_aggression', 'Fine. Do whatever you want, you always do.', /whatever you want/i],
];

const POLITE = [
  'Could you send me the insurance card number when you get a chance?',
  'Parent-teacher conference is Oct 12 at 4pm. Want to go together or separately?',
  'pickup Friday at 5pm as usual',
  'My lawyer sent the draft parenting plan today. Could you look it over by the 30th?',
  'She scored her first goal today!! So proud of her.',
  'Running 10 min late, stuck behind a bus. Sorry!',
  "Whatever works for you on Sunday is fine by me, I'm flexible.",
  'The IEP meeting is at 9:30 on Monday in room 12. FYI the ER bill came, $85.',
  'Can we move the handover to 6 this week? I have a late shift.',
  'I’d rather she not go to the sleepover this time, she has a cold. Can we offer another date?',
  "The flu jab is due on the 3rd. I'll take him unless you'd like to go this time.",
];

describe('tone coach findings', () => {
  it.each(HEATED)('names %s in %j', (kind, message, words) => {
    const result = analyzeConflictOffline(message);
    expect(result.needsRewrite).toBe(true);
    const finding = result.findings.find((f) => f.kind === kind);
    expect(finding, JSON.stringify(result.findings)).toBeDefined();
    expect(finding?.phrase).toMatch(words);
  });

  it.each(POLITE)('shows no card on the polite or plain %j', (message) => {
    const result = analyzeConflictOffline(message);
    expect(result).toMatchObject({ needsRewrite: false, findings: [], suggestions: [] });
    expect(result.tone).not.toBe('heated');
  });

  it('names the sentence the model found hostile when no rule phrase did', () => {
    const message = 'Your selfishness is hurting the kids and you do not even see it.';
    const result = analyzeConflictOffline(message);
    expect(result).toMatchObject({ tone: 'heated', needsRewrite: true, findings: [{ kind: 'hostile_wording', phrase: message }] });
    expect(result.rewritten).not.toMatch(/selfish/i);
  });
});
