import { toneFeatures } from './features.js';
import { decodeToneModel, toneProbability, type ToneModel, type ToneModelFile } from './tone-model-file.js';
import modelFile from './tone-model.weights.json' with { type: 'json' };

/** The trained models (see training/train-tone-model.ts and tone-model-file.ts), decoded once on first use. */
let model: ToneModel | undefined;

function loaded(): ToneModel {
  model ??= decodeToneModel(modelFile as ToneModelFile);
  return model;
}

/** Probability that the text is hostile or impolite, 0 to 1. */
export function hostilityProbability(text: string): number {
  return toneProbability(loaded(), toneFeatures(text));
}

/** The decision threshold chosen on the calibration split when the model was trained. */
export function hostilityThreshold(): number {
  return loaded().threshold;
}

/** From this probability the model alone calls a message heated; between the two thresholds it only needs a softer wording. */
export function heatedThreshold(): number {
  return loaded().heatedThreshold;
}
