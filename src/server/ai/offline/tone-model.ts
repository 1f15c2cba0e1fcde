import { readFileSync } from 'node:fs';
import { toneFeatures, type ToneFeatures } from './features.js';
import { decodeToneModel, TONE_MODEL_FILE, toneProbability, type ToneModel } from './tone-model-file.js';

/**
 * The trained models (tone-model.bin, see tone-model-file.ts and tools/tone-model/train-tone-model.ts), read and
 * decoded on first use, not when the server starts.
 */
let model: ToneModel | undefined;

function loaded(): ToneModel {
  model ??= decodeToneModel(readFileSync(TONE_MODEL_FILE));
  return model;
}

/** Probability that the text is hostile or impolite, 0 to 1. */
export function hostilityProbability(text: string): number {
  return toneProbability(loaded(), toneFeatures(text));
}

/** The same probability from features already computed (the coach reuses them for its co-parenting model). */
export function hostilityOf(features: ToneFeatures): number {
  return toneProbability(loaded(), features);
}

/** The decision threshold chosen on the calibration split when the model was trained. */
export function hostilityThreshold(): number {
  return loaded().threshold;
}

/** From this probability the model alone calls a message heated; between the two thresholds it only needs a softer wording. */
export function heatedThreshold(): number {
  return loaded().heatedThreshold;
}
