import type { ConflictAnalysis, ConflictAnalysisOptions, ToneFinding, Tone } from '../../../common/schemas/ai.js';
import { rewriteCalmly } from './rewrite.js';
import { CURT_SUGGESTION, MODEL_ONLY_SUGGESTION, suggestionsFor } from './suggestions.js';
import { modelVerdict } from './model-verdict.js';
import { hostilityThreshold } from './tone-model.js';
import { overridingFindings } from './tone-decision.js';
import { findToneProblems, SEVERE_KINDS, type Finding } from './tone-rules.js';
import { hottestSentence } from './hottest-sentence.js';

const WARM =
  /\b(?:please|thanks|thank you|appreciate|grateful|hope|love|glad|happy|great job|sounds good|no problem|no worries|of course|have fun|enjoy|take care)\b/i;

export interface ToneVerdict {
  tone: Tone;
  /** The coach shows a card on its own: a deciding rule finding, or the model sure the wording is hostile. */
  needsRewrite: boolean;
  /** Only the wording could be friendlier (the model's lower threshold): offered when the parent asks, never unprompted. */
  curt: boolean;
  probability: number;
  /** The co-parenting model's probability that the message is heated. */
  coachProbability: number;
  /** The findings that decided. */
  findings: Finding[];
}

/**
 * Combines the rules and the two trained models into a tone and a card decision. The general model flags from a low
 * threshold (impolite as well as hostile, per the public data's labels) but calls a message heated only from a higher
 * one: in between, the message is neutral and only its wording could be softer (a curt request, a blunt question), which
 * the parent hears about only by asking ('Improve'). The co-parenting model (coach-model.ts) calls a message heated
 * from its own threshold, chosen so it rarely cards a calm one.
 */
export function judgeTone(message: string): ToneVerdict {
  const found = findToneProblems(message);
  const findings = overridingFindings(message, found);
  const { probability, coachProbability, heated: modelHeated } = modelVerdict(message, found);
  const severe = findings.some((f) => SEVERE_KINDS.has(f.kind));
  const needsRewrite = findings.length > 0 || modelHeated;
  const curt = !needsRewrite && probability >= hostilityThreshold();
  const tone: Tone = severe || modelHeated ? 'heated' : needsRewrite || curt || !WARM.test(message) ? 'neutral' : 'calm';
  return { tone, needsRewrite, curt, probability, coachProbability, findings };
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

/** What the card names, one line each: the rules' phrases, or the sentence the model found hostile. */
function findingsOf(text: string, findings: Finding[]): ToneFinding[] {
  const named: ToneFinding[] = findings.map(({ kind, phrase }) => ({ kind, phrase }));
  const unique = named.filter((f, i) => named.findIndex((o) => o.kind === f.kind && o.phrase === f.phrase) === i);
  return unique.length > 0 ? unique : [{ kind: 'hostile_wording', phrase: hottestSentence(text) }];
}

/**
 * The offline conflict analysis: deterministic, no network, under 2 ms. Without `improve` only a heated
 * or demanding message comes back with a rewrite (the composer's unprompted card); with it, a merely curt one also
 * gets a friendlier wording.
 */
export function analyzeConflictOffline(message: string, options: ConflictAnalysisOptions = {}): ConflictAnalysis {
  const text = message.trim();
  const verdict = judgeTone(text);
  const { tone, needsRewrite, findings } = verdict;
  if (needsRewrite) {
    const suggestions = suggestionsFor(findings);
    return {
      tone,
      needsRewrite,
      rewritten: rewriteCalmly(text),
      suggestions: suggestions.length > 0 ? suggestions : [MODEL_ONLY_SUGGESTION],
      findings: findingsOf(text, findings),
    };
  }
  if (verdict.curt && options.improve) {
    return { tone, needsRewrite: true, rewritten: withCourtesy(text), suggestions: [CURT_SUGGESTION], findings: [] };
  }
  return { tone, needsRewrite: false, rewritten: text, suggestions: [], findings: [] };
}
