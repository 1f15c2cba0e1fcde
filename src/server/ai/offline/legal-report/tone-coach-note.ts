import { plural } from '../../../../common/format/plural.js';
import { percent } from '../../../../common/format/shares.js';

/** Words that mark the sentence of the tone coach's count, the only place a report speaks of tone. */
export const TONE_COACH_LABEL = "Amity's tone coach (the automatic check the message composer runs)";

/**
 * The one sentence a report may say about tone: a family-wide count of the tone coach's flags, labelled as
 * an automatic estimate. Never per message, never per parent, never a flagged message's words.
 */
export function toneCoachNote(flagged: number, total: number): string {
  if (total === 0) return '';
  const share = flagged === 0 ? 'none of the' : `${flagged} of the`;
  return `${TONE_COACH_LABEL} flags ${share} ${plural(total, 'message')} of this period${flagged === 0 ? '' : ` (${percent(flagged, total)})`}; this is an automatic estimate, not a finding.`;
}
