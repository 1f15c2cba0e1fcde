/**
 * Sentences of a message, split where a sentence ends and not at the full stop of an abbreviation: '5:00 p.m. on
 * Sunday' and 'Dr. Patel asked' are one sentence each. A closing quote stays with the sentence it closes.
 */
const END = /[.!?]+['"’”)]*(?=\s|$)/g;
/** Titles before a name: their full stop never ends a sentence. */
const TITLE = /\b(?:dr|mr|mrs|ms|mx|prof|st|sr|jr|e\.g|i\.e|approx|vs)\.$/i;
/** 'a.m.' and 'p.m.' end a sentence only when a new one clearly starts ('by 6 p.m. Then…', not '8 a.m. Saturday'). */
const CLOCK = /\b[ap]\.m\.$/i;
const LOWER_START = /^\s*[a-z0-9(]/;
const CALENDAR_START =
  /^\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

function endsHere(text: string, end: number): boolean {
  const before = text.slice(0, end);
  if (TITLE.test(before)) return false;
  const after = text.slice(end);
  return !(CLOCK.test(before) && (LOWER_START.test(after) || CALENDAR_START.test(after)));
}

function splitLine(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(END)) {
    const end = match.index + match[0].length;
    if (!endsHere(line, end)) continue;
    sentences.push(line.slice(start, end));
    start = end;
  }
  sentences.push(line.slice(start));
  return sentences;
}

/** The sentences of a text, each trimmed; a line break always ends one. */
export function splitSentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap(splitLine)
    .map((s) => s.trim())
    .filter(Boolean);
}
