import { describe, expect, it } from 'vitest';
import { analyzeConflictOffline } from './analyze-conflict.js';
import { messageFacts } from './message-facts.js';
import { withoutQuotedSpeech } from './quoted-speech.js';

/**
 * The kinds of heat added in round 7 (README), on messages written for this test: none of them is in a set the
 * rules were written on (tools/evaluation).
 */
const HEATED: [kind: string, message: string, words: RegExp][] = [
  ['threat', 'Transfer the £120 for the swimming club tonight or Oscar stays with me next week.', /or Oscar stays with me/i],
  ['insult', 'u r such a disgrace of a father', /disgrace of a father/i],
  ['contempt', "You're acting like a sulky teenager about the rota again.", /acting like a sulky teenager/i],
  ['contempt', 'Buy her another phone, whatever makes you feel important.', /whatever makes you feel/i],
  ['guilt_trip', 'The least you could do is ring her on her birthday on the 9th.', /the least you could do/i],
  [
    'guilt_trip',
    'Toby asked if Dad still wants him. What am I supposed to tell him?',
    /asked if dad still wants|what am i supposed to tell him/i,
  ],
  ['passive_aggression', 'Glad somebody gets a lie-in on Saturdays.', /glad somebody gets/i],
  ['passive_aggression', 'Swimming is at 7:30, since apparently the timetable is too hard to read.', /since apparently/i],
  ['passive_aggression', 'Late. Again.', /again/i],
  ['sarcasm', 'So considerate of you to book the holiday over her exams.', /so considerate of you/i],
  ['demand', 'Reply to my message about the dentist. Yes or no.', /reply to my message|yes or no/i],
  ['demand', 'Leave the bags on the porch and go away.', /and go away/i],
  ['shouting', 'the match is at TEN not eleven!!! check the calendar!!!', /TEN|!!!/],
];

const CALM = [
  "That's so thoughtful of you, thank you for sorting the uniform!",
  "Mila's teacher wrote: 'she is easily distracted and rushes her work.' Can we talk about it on Sunday?",
  'Jonah said "this school is stupid and I hate it" after his test. Poor thing, he was tired.',
  'Whatever works for you on Friday, I can do 4 or 5.',
  'Can you leave his football boots in the hall and I will grab them at 6?',
];

describe('round 7 kinds of heat', () => {
  it.each(HEATED)('names %s in %j', (kind, message, words) => {
    const result = analyzeConflictOffline(message);
    expect(result.needsRewrite).toBe(true);
    const finding = result.findings.find((f) => f.kind === kind);
    expect(finding, JSON.stringify(result.findings)).toBeDefined();
    expect(finding?.phrase).toMatch(words);
  });

  it.each(CALM)('shows no card on %j', (message) => {
    expect(analyzeConflictOffline(message)).toMatchObject({ needsRewrite: false, findings: [] });
  });
});

describe('reported speech', () => {
  it('blanks a quote after a verb of saying or a colon, not scare quotes', () => {
    expect(withoutQuotedSpeech("Coach said 'you are too slow today' at training.")).not.toMatch(/slow/);
    expect(withoutQuotedSpeech("The 'parent of the year' has spoken.")).toMatch(/parent of the year/);
  });
});

describe('names with inner hyphens and apostrophes', () => {
  it('keeps them whole as facts and in the rewrite', () => {
    expect(messageFacts("Pay it by M-Pesa to Mary-Kate O'Neill on Monday.")).toEqual(
      expect.arrayContaining(['M-Pesa', "Mary-Kate O'Neill", 'Monday']),
    );
    const result = analyzeConflictOffline('If the KES 8,000 is not on M-Pesa by Friday, you will never see them again.');
    expect(result.needsRewrite).toBe(true);
    expect(result.rewritten).toMatch(/M-Pesa/);
    expect(result.rewritten).toMatch(/KES 8,000/);
  });
});
