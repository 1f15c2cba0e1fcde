import { normalizeJournalText } from './classify-entry.js';

// A "first" that is a ranking or a school year, not a first time.
const NOT_A_FIRST = /\bfirst (?:place|prize|half|round|period|grade|class|aid|name|thing|of all)\b/g;
const MILESTONE_PATTERNS: readonly RegExp[] = [
  /(?:\b(?:his|her|their|the|a|my|our|its)|'s) (?:very )?first \w+/,
  /(?:^|[.!?:]\s*)first \w+/,
  /\bfor the (?:very )?first time\b/,
  /\blost (?:(?:his|her|their|a|the|another|first|front|bottom|top) )*(?:baby )?(?:tooth|teeth)\b|\btooth fairy\b/,
  /\bbirthday\b|\bturned \d{1,2}\b|\bturns \d{1,2}\b/,
  /\bgraduat(?:ed|ion|es|ing)\b|\bmoving up ceremony\b/,
  /\blearn(?:ed|t) (?:how )?to (?:ride|swim|read|tie|walk|talk|write|skate|whistle|crawl|count)\b/,
  /\bwithout training wheels\b|\bpotty[- ]trained\b|\btoilet[- ]trained\b|\bslept through the night\b|\brolled over\b|\bcrawl(?:ed|ing)\b/,
  /\btook (?:(?:his|her|their) )?(?:first )?steps\b|\bfirst words?\b/,
];

/** Whether the text records a milestone: a first, a lost tooth, a birthday, a graduation, a new skill. */
export function detectMilestone(content: string): boolean {
  const text = normalizeJournalText(content).replace(NOT_A_FIRST, ' ');
  return MILESTONE_PATTERNS.some((pattern) => pattern.test(text));
}
