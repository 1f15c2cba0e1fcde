import type { ConflictAnalysis, Tone } from '../../../common/schemas/ai.js';
import { rewriteCalmly } from './rewrite.js';
import { MODEL_ONLY_SUGGESTION, suggestionsFor } from './suggestions.js';
import { hostilityProbability, hostilityThreshold } from './tone-model.js';
import { findToneProblems, SEVERE_KINDS } from './tone-rules.js';

const WARM =
  /\b(?:please|thanks|thank you|appreciate|grateful|hope|love|glad|happy|great job|sounds good|no problem|no worries|of course|have fun|enjoy|take care)\b/i;

export interface ToneVerdict {
  tone: Tone;
  needsRewrite: boolean;
  probability: number;
}

/** Combines the rules and the trained model into a tone and a rewrite decision. */
export function judgeTone(message: string): ToneVerdict & { findings: ReturnType<typeof findToneProblems> } {
  const findings = findToneProblems(message);
  const probability = hostilityProbability(message);
  const severe = findings.some((f) => SEVERE_KINDS.has(f.kind));
  const modelFlag = probability >= hostilityThreshold();
  const needsRewrite = severe || findings.length > 0 || modelFlag;
  const tone: Tone = severe || modelFlag ? 'heated' : needsRewrite || !WARM.test(message) ? 'neutral' : 'calm';
  return { tone, needsRewrite, probability, findings };
}

/** The offline conflict analysis: deterministic, no network, a few milliseconds. */
export function analyzeConflictOffline(message: string): ConflictAnalysis {
  const text = message.trim();
  const { tone, needsRewrite, findings } = judgeTone(text);
  if (!needsRewrite) return { tone, needsRewrite, rewritten: text, suggestions: [] };
  const suggestions = suggestionsFor(findings);
  return {
    tone,
    needsRewrite,
    rewritten: rewriteCalmly(text),
    suggestions: suggestions.length > 0 ? suggestions : [MODEL_ONLY_SUGGESTION],
  };
}
