import { coachInputs } from './coach-inputs.js';
import { coachCall } from './coach-model.js';
import { toneFeatures } from './features.js';
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

/**
 * What the two trained models say of a text: on co-parenting text the co-parenting model and the general model from
 * its co-parenting threshold, on other text the general model from its own.
 */
export function modelVerdict(text: string, found: Finding[] = findToneProblems(text)): ModelVerdict {
  const features = toneFeatures(text);
  const probability = hostilityOf(features);
  const coach = coachCall(coachInputs(text, features, probability, found));
  const heated = probability >= (coach.generalThreshold ?? heatedThreshold()) || coach.heated;
  return { probability, coachProbability: coach.probability, heated };
}
