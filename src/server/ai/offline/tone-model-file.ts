import { fileURLToPath } from 'node:url';
import type { SparseFeatures, ToneFeatures } from './features.js';

/** Weights of one hashed linear model, int16 with one scale (weight = int16 × scale), base64. */
export interface QuantizedWeights {
  size: number;
  scale: number;
  weights: string;
}

/**
 * The stored model (see training/train-tone-model.ts): a general logistic regression over all hashed features, a
 * politeness logistic regression trained on the Stanford Politeness requests only, a router (logistic regression:
 * does this read like a request from that corpus or like a Reddit comment?) that mixes the two, and a small neural
 * network over the pooled word vectors and VADER scores whose logit is blended into the general model's.
 */
export interface ToneModelFile {
  format: 'amity-tone-mix-3';
  /** Decision threshold on the probability, chosen on the calibration split (see the README). */
  threshold: number;
  /** Higher threshold from which the model alone calls a message heated (best natural-mix F1 on the calibration split). */
  heatedThreshold: number;
  /** Share of the neural network in the general logit (the rest is the general linear model). */
  networkShare: number;
  general: QuantizedWeights;
  politeness: QuantizedWeights;
  router: QuantizedWeights;
  /** One hidden ReLU layer; float32 base64: first-layer weights (hidden × inputs), hidden biases, output weights, output bias. */
  network: { inputs: number; hidden: number; weights: string };
}

export interface Network {
  inputs: number;
  hidden: number;
  w1: Float32Array;
  b1: Float32Array;
  w2: Float32Array;
  b2: number;
}

export interface ToneModel {
  threshold: number;
  heatedThreshold: number;
  networkShare: number;
  general: Float32Array;
  politeness: Float32Array;
  router: Float32Array;
  network: Network;
}

/** Written by the training script next to this module's source. */
export const TONE_MODEL_FILE = fileURLToPath(new URL('./tone-model.weights.json', import.meta.url));

function quantize(weights: Float32Array): QuantizedWeights {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = (max || 1) / 32767;
  const q = new Int16Array(weights.length);
  for (let i = 0; i < weights.length; i++) q[i] = Math.round((weights[i] ?? 0) / scale);
  return { size: weights.length, scale, weights: Buffer.from(q.buffer).toString('base64') };
}

function dequantize(stored: QuantizedWeights): Float32Array {
  const bytes = new Uint8Array(Buffer.from(stored.weights, 'base64'));
  const q = new Int16Array(bytes.buffer, 0, stored.size);
  const out = new Float32Array(stored.size);
  for (let i = 0; i < stored.size; i++) out[i] = (q[i] ?? 0) * stored.scale;
  return out;
}

export function encodeToneModel(model: ToneModel): ToneModelFile {
  const { network } = model;
  const packed = new Float32Array(network.w1.length + network.b1.length + network.w2.length + 1);
  packed.set(network.w1, 0);
  packed.set(network.b1, network.w1.length);
  packed.set(network.w2, network.w1.length + network.b1.length);
  packed[packed.length - 1] = network.b2;
  return {
    format: 'amity-tone-mix-3',
    threshold: model.threshold,
    heatedThreshold: model.heatedThreshold,
    networkShare: model.networkShare,
    general: quantize(model.general),
    politeness: quantize(model.politeness),
    router: quantize(model.router),
    network: { inputs: network.inputs, hidden: network.hidden, weights: Buffer.from(packed.buffer).toString('base64') },
  };
}

export function decodeToneModel(file: ToneModelFile): ToneModel {
  if (file.format !== 'amity-tone-mix-3') throw new Error('Unknown tone model format');
  const { inputs, hidden } = file.network;
  const packed = new Float32Array(new Uint8Array(Buffer.from(file.network.weights, 'base64')).buffer);
  const w1End = inputs * hidden;
  return {
    threshold: file.threshold,
    heatedThreshold: file.heatedThreshold,
    networkShare: file.networkShare,
    general: dequantize(file.general),
    politeness: dequantize(file.politeness),
    router: dequantize(file.router),
    network: {
      inputs,
      hidden,
      w1: packed.slice(0, w1End),
      b1: packed.slice(w1End, w1End + hidden),
      w2: packed.slice(w1End + hidden, w1End + 2 * hidden),
      b2: packed[w1End + 2 * hidden] ?? 0,
    },
  };
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** Logit of a hashed linear model; the weight vector's size is a power of two, so indices wrap with a mask. */
export function linearLogit(weights: Float32Array, features: SparseFeatures): number {
  const mask = weights.length - 1;
  let z = 0;
  for (let t = 0; t < features.indices.length; t++) z += (weights[(features.indices[t] ?? 0) & mask] ?? 0) * (features.values[t] ?? 0);
  return z;
}

/** Output logit of the network; `hiddenOut` receives the hidden activations (used by training). */
export function networkLogit(network: Network, x: Float32Array, hiddenOut = new Float32Array(network.hidden)): number {
  let z = network.b2;
  for (let j = 0; j < network.hidden; j++) {
    let a = network.b1[j] ?? 0;
    const row = j * network.inputs;
    for (let d = 0; d < network.inputs; d++) a += (network.w1[row + d] ?? 0) * (x[d] ?? 0);
    const h = a > 0 ? a : 0;
    hiddenOut[j] = h;
    z += (network.w2[j] ?? 0) * h;
  }
  return z;
}

/** Probability that the text is hostile or impolite: router-weighted mix of the politeness and general models. */
export function toneProbability(model: ToneModel, features: ToneFeatures): number {
  const general =
    (1 - model.networkShare) * linearLogit(model.general, features.general) +
    model.networkShare * networkLogit(model.network, features.dense);
  const request = sigmoid(linearLogit(model.router, features.general));
  return request * sigmoid(linearLogit(model.politeness, features.politeness)) + (1 - request) * sigmoid(general);
}
