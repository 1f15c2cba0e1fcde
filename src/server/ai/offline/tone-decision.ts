import { findToneProblems, type Finding, type FindingKind } from './tone-rules.js';

/** Rule findings that flag a message on their own, whatever the model says. */
const OVERRIDING_KINDS: ReadonlySet<FindingKind> = new Set(['threat', 'contempt', 'blame', 'sarcasm', 'demand', 'passive_aggression']);
const SECOND_PERSON = /\b(?:you|your|you're|yours|yourself)\b/i;

/**
 * The findings that decide on their own. Insults and shouting count only when aimed at the reader (second person):
 * on the public data they are mostly banter otherwise (precision under 0.25 beyond the model), so the model,
 * which sees every finding as a feature, decides those cases. Shared by the server and the training script,
 * which chooses the model threshold for this combined decision.
 */
export function overridingFindings(message: string, findings: Finding[] = findToneProblems(message)): Finding[] {
  const aimed = SECOND_PERSON.test(message);
  return findings.filter((f) => OVERRIDING_KINDS.has(f.kind) || ((f.kind === 'insult' || f.kind === 'shouting') && aimed));
}
