import { fileURLToPath } from 'node:url';
import { TONE_MODEL_BUCKETS } from './features.js';

/** The stored model: float32 weights as base64, plus the decision threshold chosen on calibration data. */
export interface ToneModelFile {
  format: 'amity-tone-lr-2';
  buckets: number;
  threshold: number;
  weights: string;
}

/** Written by the training script next to this module's source. */
export const TONE_MODEL_FILE = fileURLToPath(new URL('./tone-model.weights.json', import.meta.url));

export function encodeToneModel(weights: Float32Array, threshold: number): ToneModelFile {
  return {
    format: 'amity-tone-lr-2',
    buckets: TONE_MODEL_BUCKETS,
    threshold,
    weights: Buffer.from(weights.buffer, weights.byteOffset, weights.byteLength).toString('base64'),
  };
}

export function decodeToneModel(file: ToneModelFile): { weights: Float32Array; threshold: number } {
  if (file.format !== 'amity-tone-lr-2' || file.buckets !== TONE_MODEL_BUCKETS) throw new Error('Unknown tone model format');
  const bytes = Buffer.from(file.weights, 'base64');
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return { weights: new Float32Array(copy.buffer), threshold: file.threshold };
}
