import type { Finding } from './tone-rules.js';

const MAX_SUGGESTIONS = 5;

function threatSuggestion(phrase: string): string {
  const lower = phrase.toLowerCase();
  if (/lawyer|attorney|solicitor/.test(lower)) return 'Leave out the threat of a lawyer; state the request';
  if (/court/.test(lower)) return 'Leave out the threat of court; state the request';
  if (/police|cops/.test(lower)) return 'Leave out the threat of calling the police; state the request';
  if (/custody/.test(lower)) return 'Leave custody threats out of day-to-day messages; state the request';
  return `Leave out '${phrase}'; say what you need and by when`;
}

/** One specific suggestion per finding, naming the words that were found. */
export function suggestionFor(finding: Finding): string {
  const { kind, phrase } = finding;
  switch (kind) {
    case 'threat':
      return threatSuggestion(phrase);
    case 'blame':
      return `Replace '${phrase.toLowerCase()}' with a specific example`;
    case 'insult':
      return `Remove the insult '${phrase}'; describe the problem, not the person`;
    case 'contempt':
      return `Drop '${phrase}'; contempt makes a calm answer less likely`;
    case 'shouting':
      return /^[!?]+$/.test(phrase)
        ? `Use a full stop instead of '${phrase}'`
        : `Write '${phrase}' in normal case; capitals read as shouting`;
    case 'sarcasm':
      return `Say it directly instead of the sarcastic '${phrase}'`;
    case 'demand':
      return `Turn '${phrase}' into a request, for example 'Could you please…'`;
    case 'passive_aggression':
      return `Leave out '${phrase}'; restate the point plainly`;
    case 'guilt_trip':
      return `Leave out '${phrase}'; say how the children are and what you would like to happen`;
  }
}

export const MODEL_ONLY_SUGGESTION = 'The wording may read as hostile; keep to the facts and the request';
export const CURT_SUGGESTION = "This may read as curt; a greeting and a 'thank you' help it land well";

/** Drops a finding whose words sit inside a longer finding of the same kind ('you never' within 'you never listen'). */
function withoutNested(findings: Finding[]): Finding[] {
  return findings.filter(
    (f) =>
      !findings.some(
        (other) =>
          other !== f &&
          other.kind === f.kind &&
          other.phrase.length > f.phrase.length &&
          other.phrase.toLowerCase().includes(f.phrase.toLowerCase()),
      ),
  );
}

export function suggestionsFor(findings: Finding[]): string[] {
  const unique = [...new Set(withoutNested(findings).map(suggestionFor))];
  return unique.slice(0, MAX_SUGGESTIONS);
}
