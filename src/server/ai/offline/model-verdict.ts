import { coachInputs } from './coach-inputs.js';
import { coachCall } from './coach-model.js';
import { toneFeatures } from './features.js';
import { withoutQuotedSpeech } from './quoted-speech.js';
import { heatedThreshold, hostilityOf } from './tone-model.js';
import { findToneProblems, type Finding } from './tone-rules.js';

export interface ModelVerdict {
  /** The general model's probability that the text is hostile or impolite. */
  probability: number;
  /** The co-parenting model's probability that the text is heated. */
  coachProbability: number;
  /** The models, without the rules, call the text heated. */
  heated: boolean;
}

function verdictOf(text: string, found: Finding[]): ModelVerdict {
  const features = toneFeatures(text);
  const probability = hostilityOf(features);
  const coach = coachCall(coachInputs(text, features, probability, found));
  const heated = probability >= (coach.generalThreshold ?? heatedThreshold()) || coach.heated;
  return { probability, coachProbability: coach.probability, heated };
}

/**
 * What the two trained models say of a text: on co-parenting text the co-parenting model and the general model from
 * its co-parenting threshold, on other text the general model from its own. Whether the text is heated is read without
 * the words it reports ("Teacher wrote: 'Mei is disruptive…'", quoted-speech.ts): they tell the topic, not the
 * writer's tone. The probability (the curt nudge's) stays that of the whole text.
 */
export function modelVerdict(text: string, found: Finding[] = findToneProblems(text)): ModelVerdict {
  const whole = verdictOf(text, found);
  const spoken = withoutQuotedSpeech(text)
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (spoken === text.replace(/\s{2,}/g, ' ').trim()) return whole;
  const own = verdictOf(spoken, findToneProblems(spoken));
  return { ...whole, coachProbability: own.coachProbability, heated: own.heated };
}
