import { describe, expect, it } from 'vitest';
import { analyzeConflictOffline, judgeTone } from './analyze-conflict.js';
import { lostFacts, messageFacts } from './message-facts.js';
import { messageTopics } from './message-topics.js';

/**
 * The kinds of heat added in round 8 (README), on messages written for this test: none of them is in a set the
 * rules were written on (tools/evaluation).
 */
const HEATED: [kind: string, message: string, words: RegExp][] = [
  ['threat', 'Take Noor to Lisbon without asking me first and I will have you banned from the school grounds.', /have you banned/i],
  ['threat', "I'm cutting the £300 for the orthodontist. Take me to court if you don't like it.", /take me to court/i],
  ['threat', 'Mark my words, the way you treat the boys will catch up with you.', /mark my words/i],
  ['threat', "I'm holding on to Sami's passport until the summer is sorted.", /holding on to sami's passport/i],
  ['contempt', 'Remembering the dentist was never your strong point, was it.', /your strong point/i],
  ['contempt', 'Keep your parenting advice to yourself, thanks.', /keep your parenting advice to yourself/i],
  ['blame', 'if she fails the exam thats on u. u had two months to book the tutor', /thats on u|u had two months to book/i],
  ['sarcasm', 'Forty minutes late to the recital. A new record. Really.', /new record/i],
  ['sarcasm', 'Thanks for telling me about the move. Oh wait, the school told me first.', /oh,? wait/i],
  ['sarcasm', 'Interesting choice, giving her coffee before bed.', /interesting choice/i],
  ['demand', 'Send the consent form back tonight. Signed. Both pages. Now.', /now/i],
  ['demand', 'Sort the swimming fees and stop making excuses.', /stop making excuses/i],
  ['passive_aggression', "Somebody had to pay for the school camp, so I'm glad it could be me.", /glad it could be me/i],
  ['passive_aggression', "I've sent the rota a third time. Happy to explain it again if it's too confusing.", /too confusing/i],
  [
    'guilt_trip',
    "Leo asked why his dad doesn't ring anymore. I didn't know what to tell him.",
    /asked why his dad doesn't|what to tell him/i,
  ],
  ['guilt_trip', 'Hope the stag weekend was worth skipping his prize-giving.', /worth skipping/i],
];

/** Kinds of calm the rules used to name: they find nothing in them now (the co-parenting model may still read some as heated). */
const CALM = [
  'SHE PASSED HER DRIVING TEST!!! 🎉 Tell her well done when she calls tonight!',
  'My solicitor will send the signed consent order to yours on Tuesday.',
  'Thanks a lot for covering the dentist, I really appreciate it.',
  "I can't do Thursday. If you can't have her either, let me know and I'll take her to Mum's.",
];

describe('round 8 kinds of heat', () => {
  it.each(HEATED)('names %s in %j', (kind, message, words) => {
    const result = analyzeConflictOffline(message);
    expect(result.needsRewrite).toBe(true);
    const finding = result.findings.find((f) => f.kind === kind);
    expect(finding, JSON.stringify(result.findings)).toBeDefined();
    expect(finding?.phrase).toMatch(words);
  });

  it.each(CALM)('finds nothing in %j', (message) => {
    expect(judgeTone(message).findings).toEqual([]);
  });

  it('shows no card on a polite request about a lawyer or a celebration', () => {
    expect(analyzeConflictOffline('Could you send me the date of the mediation session when you have it? Thanks.')).toMatchObject({
      needsRewrite: false,
    });
    expect(
      analyzeConflictOffline("Maya came out with 'you are the meanest mummy in the universe' over bedtime. She's 5, it was very funny."),
    ).toMatchObject({ needsRewrite: false });
  });
});

describe('topics a rewrite keeps', () => {
  it('finds the things a message names, with their compounds, and not the words of the attack', () => {
    const topics = messageTopics("You're a joke. You left his inhaler at the school gate and never paid Kamau's swimming fees.");
    expect(topics.map((t) => t.topic)).toEqual(['inhaler', 'school gate', 'swimming fees']);
  });

  it('names a topic whose sentence was all attack in a calm question', () => {
    const message = 'So thoughtful of you to send him to camp with a chest infection and no antibiotics. Really.';
    const { rewritten } = analyzeConflictOffline(message);
    expect(rewritten).toMatch(/chest infection/);
    expect(rewritten).toMatch(/antibiotics/);
    expect(rewritten).not.toMatch(/thoughtful of you/i);
  });

  it('keeps a legal topic that is not itself the threat, and never brings up the police', () => {
    const court = 'Ignore the parenting plan again and see what happens at the hearing on the 3rd.';
    expect(lostFacts(court, analyzeConflictOffline(court).rewritten, ['parenting plan', 'hearing', 'the 3rd'])).toEqual([]);
    const police = "If Kit isn't home by 7pm tonight I'm ringing the police.";
    expect(analyzeConflictOffline(police).rewritten).not.toMatch(/police/i);
  });

  it('keeps a name said to the reader, and does not take an insult for a name', () => {
    expect(messageFacts('Darragh you are a waste of space.')).toContain('Darragh');
    expect(messageFacts('Useless as always. Pick up is at 4.')).not.toContain('Useless');
  });
});
