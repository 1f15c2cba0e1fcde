import { describe, expect, it } from 'vitest';
import { journalSuggestionsSchema } from '../../../../common/schemas/timeline.js';
import { classifyEntry } from './classify-entry.js';
import { detectMilestone } from './detect-milestone.js';
import { findChildName, findPlace } from './entry-details.js';
import { JOURNAL_EXAMPLES } from '../../../../../tools/evaluation/journal/journal-examples.js';
import { suggestJournalOffline } from './suggest-journal.js';

const accuracy = (hits: number) => hits / JOURNAL_EXAMPLES.length;

describe('offline journal suggestions', () => {
  it(`classifies at least 90% of the ${JOURNAL_EXAMPLES.length} labelled entries correctly`, () => {
    const misses = JOURNAL_EXAMPLES.filter((e) => classifyEntry(e.text).type !== e.type).map(
      (e) => `${e.type} <- ${classifyEntry(e.text).type}: ${e.text}`,
    );
    const score = accuracy(JOURNAL_EXAMPLES.length - misses.length);
    // eslint-disable-next-line no-console -- the measured accuracy is part of the report
    console.info(`journal type accuracy ${(score * 100).toFixed(1)}% (${JOURNAL_EXAMPLES.length} examples)`, misses);
    expect(JOURNAL_EXAMPLES.length).toBeGreaterThanOrEqual(30);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  it('detects milestones in at least 90% of the labelled entries', () => {
    const misses = JOURNAL_EXAMPLES.filter((e) => detectMilestone(e.text) !== e.milestone).map((e) => `${e.milestone}: ${e.text}`);
    const score = accuracy(JOURNAL_EXAMPLES.length - misses.length);
    // eslint-disable-next-line no-console -- the measured accuracy is part of the report
    console.info(`milestone detection accuracy ${(score * 100).toFixed(1)}%`, misses);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  it('follows the keyword rules of the brief', () => {
    const typeOf = (text: string) => classifyEntry(text).type;
    expect(typeOf('first steps in the kitchen')).toBe('milestone');
    expect(typeOf('her first word was cat')).toBe('milestone');
    expect(typeOf('lost a tooth at breakfast')).toBe('milestone');
    expect(typeOf('report card is in')).toBe('school');
    expect(typeOf('talked with the teacher')).toBe('school');
    expect(typeOf('math test tomorrow')).toBe('school');
    expect(typeOf('school play rehearsal')).toBe('school');
    for (const word of ['doctor', 'dentist', 'vaccine', 'fever', 'allergy']) expect(typeOf(`the ${word} today`)).toBe('medical');
    for (const word of ['won the race', 'an award', 'a medal', 'a certificate', 'a goal']) expect(typeOf(word)).toBe('achievement');
    expect(typeOf('a photo of us')).toBe('photo');
    expect(typeOf('a picture from the weekend')).toBe('photo');
    expect(typeOf('we had pancakes')).toBe('memory');
    expect(detectMilestone('won first place')).toBe(false);
    expect(detectMilestone('Graduation day')).toBe(true);
    expect(detectMilestone('his 7th birthday party')).toBe(true);
  });

  it('answers the schema with tags, a milestone flag, and prompts and photo ideas specific to the entry', () => {
    const tooth = suggestJournalOffline('Lost tooth. Emma lost her front tooth at the park and left it for the tooth fairy.');
    expect(journalSuggestionsSchema.parse(tooth)).toEqual(tooth);
    expect(tooth).toMatchObject({ categoryRecommendation: 'milestone', milestoneDetected: true });
    expect(tooth.suggestedTags).toEqual(['milestone', 'lost tooth', 'outdoors']);
    expect(tooth.memoryPrompts).toHaveLength(3);
    expect(tooth.memoryPrompts.join(' ')).toContain('Emma');
    expect(tooth.memoryPrompts.join(' ')).toContain('the lost tooth');
    expect(tooth.memoryPrompts[0]).toContain('at the park');
    expect(tooth.photoSuggestions[0]).toBe("A close-up of Emma's gap-toothed smile");

    const dentist = suggestJournalOffline('Dentist check-up for Liam: no cavities.');
    expect(dentist.categoryRecommendation).toBe('medical');
    expect(dentist.suggestedTags).toEqual(['health', 'dentist', 'check-up']);
    expect(dentist.memoryPrompts.join(' ')).toContain('Liam');
    expect(dentist.memoryPrompts.join(' ')).not.toEqual(tooth.memoryPrompts.join(' '));

    const birthday = suggestJournalOffline('Liam turned 7! Party with his friends at the zoo.');
    expect(birthday.suggestedTags.slice(0, 3)).toEqual(['milestone', 'age 7', 'birthday']);
    expect(birthday.photoSuggestions[0]).toBe('Liam with the cake before the candles are blown out');

    const plain = suggestJournalOffline('We made a blanket fort and told stories');
    expect(plain.categoryRecommendation).toBe('memory');
    expect(plain.milestoneDetected).toBe(false);
    expect(plain.memoryPrompts[0]).toBe('What made “We made a blanket fort and told stories” special for your child?');
  });

  it('finds the child and the place, not sentence words or teachers', () => {
    expect(findChildName('Today Emma lost a tooth')).toBe('Emma');
    expect(findChildName('Mrs. Patel said Liam reads well')).toBe('Liam');
    expect(findChildName('We went to the zoo')).toBeNull();
    expect(findPlace('lunch at the beach with cousins')).toBe('the beach');
    expect(findPlace('at the same time')).toBeNull();
  });
});
