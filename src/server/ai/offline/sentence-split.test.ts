import { describe, expect, it } from 'vitest';
import { blameAsRequest } from './rhetorical-blame.js';
import { splitSentences } from './sentence-split.js';

describe('sentences of a message', () => {
  it('end at a full stop, not at a title or a clock time that runs on', () => {
    expect(splitSentences('Dr. Patel moved it to 5:00 p.m. on Sunday. Can you take her? Thanks!')).toEqual([
      'Dr. Patel moved it to 5:00 p.m. on Sunday.',
      'Can you take her?',
      'Thanks!',
    ]);
  });

  it('keep a closing quote with its sentence, and end at a line break', () => {
    expect(splitSentences('The teacher wrote "he needs his kit." We can sort it\nSee you at 6')).toEqual([
      'The teacher wrote "he needs his kit."',
      'We can sort it',
      'See you at 6',
    ]);
  });
});

describe('blame put as a question', () => {
  it('becomes the request it stands for', () => {
    expect(blameAsRequest('What kind of mother sends a 7 year old to school with no lunch')).toBe(
      'could you please not send a 7 year old to school with no lunch',
    );
    expect(blameAsRequest("Maybe if you didn't let him stay up till 11")).toBe('could you please not let him stay up till 11');
  });

  it('leaves a plain question alone', () => {
    expect(blameAsRequest('What kind of cake does she want for her party')).toBe('What kind of cake does she want for her party');
  });
});
