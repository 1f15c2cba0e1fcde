import { normalizeJournalText } from './classify-entry.js';

/** Capitalised words that start sentences or name days, months, holidays and relatives rather than the child. */
const NOT_A_NAME = new Set(
  (
    'I A An The We She He They It Its This That These Those Our My His Her Their Your Today Yesterday Tonight Tomorrow This ' +
    'After Before At On In Of For From With Without To And But So Then When While Finally Just Also Now Later Still ' +
    'Got Had Went Lost Won Took Said Made Did Was Were Is Are Has Have First Second Third Last Next New Big Little Happy ' +
    'Mr Mrs Ms Miss Dr Mom Dad Mum Mommy Mummy Daddy Mama Papa Grandma Grandpa Granny Nana Auntie Aunt Uncle Coach Teacher ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September ' +
    'October November December Christmas Halloween Easter Thanksgiving Hanukkah Diwali Eid Spring Summer Fall Autumn Winter ' +
    'School Report Science Field Picture Photo Soccer Swim Dentist Doctor Birthday Graduation Award Kindergarten Preschool ' +
    'Such Very Really What Who How Why Where Which Oh Wow Yay Great Proud Sweet Funny Best Cute Amazing Both All Some'
  ).split(' '),
);

/** The child's name when the text gives one (the first capitalised word that is not a sentence word or title), or null. */
export function findChildName(content: string): string | null {
  const matches = content.matchAll(/(?<![\p{L}.'’])(\p{Lu}\p{Ll}{1,20})(?![\p{L}])/gu);
  for (const match of matches) {
    const word = match[1] ?? '';
    const before = content.slice(Math.max(0, (match.index ?? 0) - 5), match.index ?? 0);
    if (NOT_A_NAME.has(word) || /(?:Mr|Mrs|Ms|Dr|Miss|Coach)\.? $/.test(before)) continue;
    return word;
  }
  return null;
}

/** Where it happened ('the beach', 'Grandma's house'), when the text says 'at the ...' or 'to the ...'. */
export function findPlace(content: string): string | null {
  const text = normalizeJournalText(content);
  const match =
    /\b(?:at|to|in|from) (the [a-z]+(?: (?:park|house|beach|lake|pool|zoo|museum|farm|field|center|centre|office|hospital))?|grand(?:ma|pa)'s(?: house)?)\b/.exec(
      text,
    );
  const place = match?.[1];
  if (!place || /^the (?:first|same|end|morning|afternoon|evening|night|weekend|time|way|moment|day)\b/.test(place)) return null;
  return place;
}

/** A short quote of the entry (its first sentence, at most eight words) for prompts when no rule named the topic. */
export function shortQuote(content: string): string {
  const first = content.trim().split(/(?<=[.!?])\s+|\n/)[0] ?? '';
  const words = first
    .replace(/[.!?]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const quoted = words.slice(0, 8).join(' ') + (words.length > 8 ? '…' : '');
  return `“${quoted}”`;
}
