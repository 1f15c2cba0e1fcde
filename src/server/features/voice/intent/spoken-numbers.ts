const UNITS: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const NUMBER_WORD = new RegExp(
  `\\b(?:${[...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', 'thousand'].filter((w) => w !== 'a' && w !== 'an' && w !== 'oh').join('|')})(?:[\\s-]+(?:and[\\s-]+)?(?:${[...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', 'thousand'].filter((w) => w !== 'oh').join('|')}))*\\b`,
  'g',
);

/** The value of a run of number words ('one hundred and twenty five' is 125); null when a word is not a number. */
function wordsToNumber(run: string): number | null {
  let total = 0;
  let current = 0;
  for (const word of run.split(/[\s-]+/)) {
    if (word === 'and') continue;
    if (word in UNITS) current += UNITS[word] as number;
    else if (word in TENS) current += TENS[word] as number;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  return total + current;
}

/**
 * Rewrites spoken numbers as digits ('forty dollars' -> '40 dollars', 'seven thirty' -> '7 30'), since a recogniser
 * writes numbers as words. 'a'/'an' alone stay words: only a run starting with a real number word is rewritten.
 */
export function digitsForNumberWords(text: string): string {
  return text.replace(NUMBER_WORD, (run) => {
    // 'seven thirty' and 'five fifteen' read as a clock time, two numbers, not 37 or 20.
    const parts = run.split(/\s+/);
    if (parts.length === 2 && parts[0]! in UNITS && parts[1]! in TENS) return `${UNITS[parts[0]!]} ${TENS[parts[1]!]}`;
    if (parts.length === 2 && parts[0]! in UNITS && parts[1]! in UNITS && (UNITS[parts[1]!] as number) >= 10) {
      return `${UNITS[parts[0]!]} ${UNITS[parts[1]!]}`;
    }
    const value = wordsToNumber(run);
    return value === null ? run : String(value);
  });
}
