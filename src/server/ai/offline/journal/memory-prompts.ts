import type { TimelineType } from '../../../../common/timeline-rules.js';

export interface PromptContext {
  type: TimelineType;
  /** 'Emma' or 'your child'. */
  who: string;
  /** 'Emma's' or 'your child's'. */
  whose: string;
  /** What happened: 'the lost tooth', 'the dentist visit', or a short quote of the entry. */
  topic: string;
  place: string | null;
  milestone: boolean;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Two or three questions that help a parent write down what they will want to remember about this entry. */
export function memoryPrompts(c: PromptContext): string[] {
  const where = c.place ? ` at ${c.place}` : '';
  const byType: Record<TimelineType, string[]> = {
    milestone: [
      `Where were you${where} when ${c.topic} happened, and who saw it?`,
      `How did ${c.who} react right after ${c.topic}?`,
      `What would you like ${c.who} to know about ${c.topic} when they are older?`,
    ],
    school: [
      `What did the teacher say about ${c.whose} work around ${c.topic}?`,
      `Which part of ${c.topic} is ${c.who} proudest of, in their own words?`,
      `What does ${c.who} want to work on next, and how can both homes help?`,
    ],
    medical: [
      `What did the doctor or dentist recommend after ${c.topic}, and is there a follow-up date?`,
      `How did ${c.who} handle ${c.topic}, and what helped them stay calm?`,
      `Which medicines, doses or allergies from ${c.topic} should the other parent know about?`,
    ],
    achievement: [
      `What did ${c.who} practise or work on to get to ${c.topic}?`,
      `How did ${c.who} celebrate ${c.topic}, and who was there${where}?`,
      `What did ${c.who} say about ${c.topic} in their own words?`,
    ],
    photo: [
      `What was happening just before this picture${where} was taken?`,
      `Who took the picture, and what made ${c.who} smile or laugh?`,
      `Why do you want to keep ${c.topic}, and what should it remind ${c.who} of?`,
    ],
    memory: [
      `What made ${c.topic} special for ${c.who}?`,
      `What sounds, smells or words from ${c.topic}${where} do you want to remember?`,
      `Who was there, and what would ${c.who} want to do again next time?`,
    ],
  };
  const prompts = byType[c.type].map(upperFirst);
  // A milestone recorded under another type still deserves the "when they are older" question.
  if (c.milestone && c.type !== 'milestone')
    prompts[2] = upperFirst(`What would you like ${c.who} to know about ${c.topic} when they are older?`);
  return prompts;
}

/** Two or three ideas for a photo that would go well with this entry. */
export function photoSuggestions(c: PromptContext, text: string): string[] {
  const where = c.place ? ` at ${c.place}` : '';
  if (/\blost (?:\w+ )*(?:tooth|teeth)\b|\btooth fairy\b/.test(text)) {
    return [
      `A close-up of ${c.whose} gap-toothed smile`,
      `The tooth in its envelope or box for the tooth fairy`,
      `${upperFirst(c.who)} holding up the tooth, next to a ruler for scale`,
    ];
  }
  if (/\bbirthday\b|\bturned \d{1,2}\b/.test(text)) {
    return [
      `${upperFirst(c.who)} with the cake before the candles are blown out`,
      `A group photo of everyone at the party${where}`,
      `The card or present ${c.who} liked best`,
    ];
  }
  if (/\bfirst (?:\w+ )?steps?\b|\btook (?:\w+ )?steps\b/.test(text)) {
    return [
      `A short video of ${c.whose} steps, filmed at their eye level`,
      `${upperFirst(c.whose)} feet or shoes on the day of the first steps`,
    ];
  }
  const byType: Record<TimelineType, string[]> = {
    milestone: [
      `${upperFirst(c.who)} doing it again${where}, taken at their eye level`,
      `A before-and-after pair: a photo from a month ago beside one from today`,
    ],
    school: [
      `${upperFirst(c.who)} with ${c.topic}, with names and student numbers covered`,
      `A photo of the work or certificate itself, flat and in good light so the text is readable`,
    ],
    medical: [
      `A photo of the visit summary or vaccination record for your files (keep it private if you prefer)`,
      `${upperFirst(c.who)} with a sticker or a favourite toy after ${c.topic}`,
    ],
    achievement: [
      `${upperFirst(c.who)} holding the medal, trophy or certificate${where}`,
      `The team, class or coach who shared ${c.topic}`,
      `The award itself, close up, so the words can be read later`,
    ],
    photo: [`Add the original picture at full size`, `A second shot from a different angle${where}, or one with both parents' families`],
    memory: [`A wide shot${where} that shows the whole scene`, `A candid photo of ${c.who} in the middle of ${c.topic}`],
  };
  return byType[c.type];
}
