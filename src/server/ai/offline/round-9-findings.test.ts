import { describe, expect, it } from 'vitest';
import { analyzeConflictOffline, judgeTone } from './analyze-conflict.js';
import { overridingFindings } from './tone-decision.js';
import { lostFacts } from './message-facts.js';
import { messageTopics } from './message-topics.js';

/**
 * The kinds of attitude added in round 9 (README, attitude-patterns.ts), on messages written for this test: none of
 * them is in a set the rules were written on (tools/evaluation).
 */
const HEATED: [kind: string, message: string, words: RegExp][] = [
  ['insult', "Your cousin is a total lowlife and he's not driving Amara anywhere.", /lowlife/i],
  ['insult', 'That boyfriend of yours is such a creep, keep him away from the school run.', /creep/i],
  ['contempt', 'Spare me the excuses and just bring the uniform back.', /spare me the/i],
  ['contempt', "Don't lecture me about healthy lunches when you fed them crisps all weekend.", /lecture me/i],
  ['contempt', 'Are you seriously preaching to me about bedtimes?', /preaching to me/i],
  [
    'contempt',
    "Buying her a phone doesn't make you a good mother, it makes you someone who wants to be liked.",
    /make you a good mother|makes you someone who/i,
  ],
  ['contempt', 'Everyone at football will know what kind of dad you are.', /what kind of dad you are/i],
  ['sarcasm', "I'm sure his retainer just vanished into thin air at your place.", /just vanished/i],
  ['sarcasm', 'Two hours late again. Must have been a very important golf game.', /very important/i],
  ['sarcasm', 'What a pleasure of finding out from Nana that you changed the holiday dates.', /pleasure of finding out/i],
  ['passive_aggression', 'Funny how the homework never gets done whenever he stays at yours.', /funny how/i],
  ['passive_aggression', 'Coincidentally the rash flares up every time she comes back from your weekend.', /coincidentally/i],
  [
    'passive_aggression',
    'Dentist is Tuesday at 3:15, since clocks appear to be a mystery to some.',
    /since clocks appear to be a mystery/i,
  ],
  [
    'passive_aggression',
    'Friendly reminder, because the last three went unread: the fees are due on the 1st.',
    /friendly reminder, because/i,
  ],
  ['passive_aggression', 'Muggins here paid for the school trip again, as per.', /as per/i],
  ['passive_aggression', 'Take your time with the $40 for the field trip, it has only been since September.', /only been since september/i],
  ['passive_aggression', 'Cheers for letting me hear about the new job from the boys.', /letting me hear/i],
  ['passive_aggression', "I'm used to sitting in A&E with a feverish toddler on my own at 2am.", /used to .* on my own/i],
  ['demand', 'Bring the signed form on Friday. In full. Properly.', /in full|properly/i],
];

/** Kinds of calm the rules used to name: they decide nothing in these now (the co-parenting model may still read some). */
const CALM = [
  "You've never once missed a parents' evening, and it shows. Thanks for being there.",
  'You never forget a birthday, she was thrilled with the card.',
  'This airline is absolutely ridiculous, three hours on hold. Flights for the half term are booked though: 14th to 21st.',
  'The bus was cancelled for the fourth time this month, so I drove them in. All fine.',
  "Ayo read a WHOLE book by himself!!! You should've seen his grin!!",
];

/** What still decides: a dig with 'never', contempt at the reader, a repeated request, a shouted 'you'. */
const STILL_HEATED = [
  'You never miss a chance to make me look bad in front of the teachers.',
  'You never pick up when the school calls. This is ridiculous.',
  'I am asking you for the third time to send the passport.',
  'WHY DID YOU NOT TELL ME SHE WAS SICK!!',
];

describe('round 9 kinds of attitude', () => {
  it.each(HEATED)('names %s in %j', (kind, message, words) => {
    const result = analyzeConflictOffline(message);
    expect(result.needsRewrite).toBe(true);
    const finding = result.findings.find((f) => f.kind === kind);
    expect(finding, JSON.stringify(result.findings)).toBeDefined();
    expect(finding?.phrase).toMatch(words);
  });

  it.each(CALM)('decides nothing in %j', (message) => {
    expect(overridingFindings(message)).toEqual([]);
  });

  it.each(STILL_HEATED)('still decides on %j', (message) => {
    expect(overridingFindings(message).length).toBeGreaterThan(0);
    expect(judgeTone(message).needsRewrite).toBe(true);
  });

  it('does not take a calm mention of the same words for attitude', () => {
    for (const message of [
      "The rash just disappeared overnight, so she's back at school tomorrow.",
      'Thanks for letting me know about the dentist, I can take her on the 9th.',
      'Pickup at 5 as per the parenting plan, see you then.',
      "No rush on the form, it's only due next week.",
      'Costs for the braces creep up every year, can we look at the quote together?',
    ])
      expect(judgeTone(message).findings, message).toEqual([]);
  });
});

describe('round 9 topics a rewrite keeps', () => {
  it('finds what a child is allergic to, a kind of a thing, something new, and people the message is about', () => {
    const topics = (text: string) => messageTopics(text).map((t) => t.topic);
    expect(topics("HE'S ALLERGIC TO SESAME, read the label!!")).toEqual(['SESAME', 'label']);
    expect(topics('You still owe me for the missed lessons and a new bike helmet.')).toEqual(['missed lessons', 'new bike helmet']);
    expect(topics('The girls saw everything. You are pathetic.')).toEqual(['girls']);
    expect(topics("Having it both ways doesn't make you a father.")).not.toContain('father');
  });

  it('keeps them in the rewrite of a message that was all attack around them', () => {
    const message = "You're a liar and the girls know it. The missed lessons come out of your half, £60.";
    const { rewritten } = analyzeConflictOffline(message);
    expect(lostFacts(message, rewritten, ['girls', 'missed lessons', '£60'])).toEqual([]);
    expect(rewritten).not.toMatch(/liar/i);
  });
});
