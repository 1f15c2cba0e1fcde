import { featureIndices } from './features.js';
import { decodeToneModel, type ToneModelFile } from './tone-model-file.js';
import modelFile from './tone-model.weights.json' with { type: 'json' };

/** The trained hashed n-gram logistic regression (see training/train-tone-model.ts), decoded once on first use. */
let model: { weights: Float32Array; threshold: number } | undefined;

function loaded(): { weights: Float32Array; threshold: number } {
  model ??= decodeToneModel(modelFile as ToneModelFile);
  return model;
}

/** Probability that the text is hostile or impolite, 0 to 1. */
export function hostilityProbability(text: string): number {
  const { weights } = loaded();
  let z = 0;
  for (const i of featureIndices(text)) z += weights[i] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/** The decision threshold chosen on the calibration split when the model was trained. */
export function hostilityThreshold(): number {
  return loaded().threshold;
}
