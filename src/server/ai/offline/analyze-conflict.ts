import type { ConflictAnalysis, Tone } from '../../../common/schemas/ai.js';
import { rewriteCalmly } from './rewrite.js';
import { CURT_SUGGESTION, MODEL_ONLY_SUGGESTION, suggestionsFor } from './suggestions.js';
import { heatedThreshold, hostilityProbability, hostilityThreshold } from './tone-model.js';
import { overridingFindings } from './tone-decision.js';
import { findToneProblems, SEVERE_KINDS } from './tone-rules.js';

const WARM =
  /\b(?:please|thanks|thank you|appreciate|grateful|hope|love|glad|happy|great job|sounds good|no problem|no worries|of course|have fun|enjoy|take care)\b/i;

export interface ToneVerdict {
  tone: Tone;
  needsRewrite: boolean;
  probability: number;
}

/**
 * Combines the rules and the trained model into a tone and a rewrite decision. The model flags from a low threshold
 * (impolite as well as hostile, per the public data's labels) but calls a message heated only from a higher one: in
 * between, the message is neutral and only its wording could be softer (a curt request, a blunt question).
 */
export function judgeTone(message: string): ToneVerdict & { findings: ReturnType<typeof findToneProblems> } {
  const findings = findToneProblems(message);
  const probability = hostilityProbability(message);
  const deciding = overridingFindings(message, findings);
  const severe = deciding.some((f) => SEVERE_KINDS.has(f.kind));
  const modelFlag = probability >= hostilityThreshold();
  const modelHeated = probability >= heatedThreshold();
  const needsRewrite = deciding.length > 0 || modelFlag;
  const tone: Tone = severe || modelHeated ? 'heated' : needsRewrite || !WARM.test(message) ? 'neutral' : 'calm';
  return { tone, needsRewrite, probability, findings };
}

const THANKS = /\b(?:thanks|thank you|thx|appreciate)\b/i;
const GREETING = /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b/i;

/** A curt message made friendlier without changing a word of its content: a greeting and a thank-you. */
function withCourtesy(text: string): string {
  let out = text.replace(/\s+$/, '');
  // The first word keeps its case: it may be a name ("Mia asked…").
  if (!GREETING.test(out)) out = `Hi! ${out}`;
  if (!/[.!?]$/.test(out)) out += '.';
  if (!THANKS.test(out)) out += ' Thank you!';
  return out;
}

/** The offline conflict analysis: deterministic, no network, a few milliseconds. */
export function analyzeConflictOffline(message: string): ConflictAnalysis {
  const text = message.trim();
  const { tone, needsRewrite, findings } = judgeTone(text);
  if (!needsRewrite) return { tone, needsRewrite, rewritten: text, suggestions: [] };
  const suggestions = suggestionsFor(findings);
  if (suggestions.length > 0) return { tone, needsRewrite, rewritten: rewriteCalmly(text), suggestions };
  // Flagged by the model alone: heated wording gets the calm rewrite; a merely curt one keeps its words, made friendlier.
  if (tone === 'heated') return { tone, needsRewrite, rewritten: rewriteCalmly(text), suggestions: [MODEL_ONLY_SUGGESTION] };
  return { tone, needsRewrite, rewritten: withCourtesy(text), suggestions: [CURT_SUGGESTION] };
}
