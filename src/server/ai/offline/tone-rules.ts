/**
 * Rules that find what makes a co-parenting message heated, each with the phrase that triggered it.
 * Patterns are matched on the original text (case-insensitive unless noted) and are kept narrow:
 * a calm message about the same facts must not trip them.
 */
import { COACH_DROPS, COACH_PATTERNS, DISMISSIVE_WHATEVER, type FindingKind } from './coach-patterns.js';
import { MODEL_PATTERNS } from './model-rule-patterns.js';
import { ATTITUDE_PATTERNS } from './attitude-patterns.js';

export type { FindingKind } from './coach-patterns.js';

export interface Finding {
  kind: FindingKind;
  phrase: string;
}

/** Mild findings (demands, passive aggression) only ask for a softer wording; every other kind makes a message heated. */
const MILD_KINDS: ReadonlySet<FindingKind> = new Set(['demand', 'passive_aggression']);
export const SEVERE_KINDS: ReadonlySet<FindingKind> = new Set(
  (Object.keys(COACH_PATTERNS) as FindingKind[]).filter((kind) => !MILD_KINDS.has(kind)),
);

const dropped = new Set(COACH_DROPS);
/** The coach's patterns: the trained ones it keeps, then its own. */
const PATTERNS = Object.fromEntries(
  (Object.keys(COACH_PATTERNS) as FindingKind[]).map((kind) => [
    kind,
    [...(kind === 'guilt_trip' ? [] : MODEL_PATTERNS[kind].filter((p) => !dropped.has(p.source))), ...COACH_PATTERNS[kind]],
  ]),
) as Record<FindingKind, RegExp[]>;
PATTERNS.passive_aggression.push(DISMISSIVE_WHATEVER);
for (const [kind, patterns] of Object.entries(ATTITUDE_PATTERNS) as [FindingKind, RegExp[]][]) PATTERNS[kind].push(...patterns);

/** Words in capitals that are not shouting. */
const ACRONYMS = new Set([
  'OK',
  'PM',
  'AM',
  'USD',
  'EUR',
  'GBP',
  'ASAP',
  'PTA',
  'IEP',
  'ADHD',
  'ER',
  'TV',
  'DMV',
  'PE',
  'FYI',
  'ID',
  'GP',
  'ENT',
  'BTW',
  // Currency codes before an amount ('KES 15,000').
  'KES',
  'NGN',
  'ZAR',
  'INR',
  'PHP',
  'AUD',
  'CAD',
  'NZD',
  'SGD',
]);

function shoutedWords(text: string): string[] {
  return (text.match(/\b[A-Z][A-Z']{2,}\b/g) ?? []).filter((w) => !ACRONYMS.has(w));
}

export function findShouting(text: string): Finding[] {
  const found: Finding[] = [];
  const shouted = shoutedWords(text);
  if (shouted.length > 0) found.push({ kind: 'shouting', phrase: shouted.slice(0, 3).join(' ') });
  const bangs = text.match(/[!?]*![!?]*!+[!?]*/);
  if (bangs) found.push({ kind: 'shouting', phrase: bangs[0] });
  return found;
}

function matches(table: Partial<Record<FindingKind, RegExp[]>>, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const [kind, patterns] of Object.entries(table) as [FindingKind, RegExp[]][]) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (match) findings.push({ kind, phrase: match[0].trim() });
    }
  }
  return [...findings, ...findShouting(text)];
}

/** Everything the coach's rules find in a text, at most one finding per pattern. */
export function findToneProblems(text: string): Finding[] {
  return matches(PATTERNS, text);
}

/** What the trained patterns find: the model's rule features (they must stay as the model was trained). */
export function findModelRuleFindings(text: string): Finding[] {
  return matches(MODEL_PATTERNS, text);
}

export function patternsOf(kind: FindingKind): RegExp[] {
  return PATTERNS[kind];
}
