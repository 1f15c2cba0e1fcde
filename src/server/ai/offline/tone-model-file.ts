import { endianness } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { SparseFeatures, ToneFeatures } from './features.js';
import { float32Bytes, int16Bytes, readFloat32s, readModelFile, writeModelFile } from './model-file.js';

/** How one hashed linear model is stored: `size` int16 values in the body, weight = int16 × scale. */
export interface QuantizedWeights {
  size: number;
  scale: number;
}

export const TONE_MODEL_MAGIC = 'AMITYTM1';

/**
 * The header of the stored model (tone-model.bin, see training in tools/tone-model/train-tone-model.ts): a general
 * logistic regression over all hashed features, a politeness logistic regression trained on the Stanford Politeness
 * requests only, a router (logistic regression: does this read like a request from that corpus or like a Reddit
 * comment?) that mixes the two, and a small neural network over the pooled word vectors and VADER scores whose logit is
 * blended into the general model's. The body holds, in this order: the general, politeness and router weights (int16),
 * then the network (float32: first-layer weights, hidden × inputs, hidden biases, output weights, output bias).
 */
export interface ToneModelHeader {
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
  /** One hidden ReLU layer. */
  network: { inputs: number; hidden: number };
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

/** Written by the training script next to this module's source (and copied beside the compiled module by the build). */
export const TONE_MODEL_FILE = fileURLToPath(new URL('./tone-model.bin', import.meta.url));

function quantize(weights: Float32Array): { header: QuantizedWeights; bytes: Buffer } {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = (max || 1) / 32767;
  const q = new Int16Array(weights.length);
  for (let i = 0; i < weights.length; i++) q[i] = Math.round((weights[i] ?? 0) / scale);
  return { header: { size: weights.length, scale }, bytes: int16Bytes(q) };
}

const LITTLE_ENDIAN = endianness() === 'LE';

function dequantize(stored: QuantizedWeights, body: Buffer, offset: number): Float32Array {
  const out = new Float32Array(stored.size);
  const at = body.byteOffset + offset;
  if (LITTLE_ENDIAN && at % 2 === 0) {
    // The usual case: read the int16 values in place.
    const q = new Int16Array(body.buffer, at, stored.size);
    for (let i = 0; i < stored.size; i++) out[i] = (q[i] ?? 0) * stored.scale;
  } else {
    for (let i = 0; i < stored.size; i++) out[i] = body.readInt16LE(offset + i * 2) * stored.scale;
  }
  return out;
}

export function encodeToneModel(model: ToneModel): Buffer {
  const { network } = model;
  const packed = new Float32Array(network.w1.length + network.b1.length + network.w2.length + 1);
  packed.set(network.w1, 0);
  packed.set(network.b1, network.w1.length);
  packed.set(network.w2, network.w1.length + network.b1.length);
  packed[packed.length - 1] = network.b2;
  const general = quantize(model.general);
  const politeness = quantize(model.politeness);
  const router = quantize(model.router);
  const header: ToneModelHeader = {
    format: 'amity-tone-mix-3',
    threshold: model.threshold,
    heatedThreshold: model.heatedThreshold,
    networkShare: model.networkShare,
    general: general.header,
    politeness: politeness.header,
    router: router.header,
    network: { inputs: network.inputs, hidden: network.hidden },
  };
  return writeModelFile(TONE_MODEL_MAGIC, header, Buffer.concat([general.bytes, politeness.bytes, router.bytes, float32Bytes(packed)]));
}

export function decodeToneModel(bytes: Buffer): ToneModel {
  const { header, body } = readModelFile(bytes, TONE_MODEL_MAGIC);
  const file = header as ToneModelHeader;
  if (file.format !== 'amity-tone-mix-3') throw new Error('Unknown tone model format');
  const { inputs, hidden } = file.network;
  const politenessAt = file.general.size * 2;
  const routerAt = politenessAt + file.politeness.size * 2;
  const networkAt = routerAt + file.router.size * 2;
  const w1End = inputs * hidden;
  const packed = readFloat32s(body, networkAt, w1End + 2 * hidden + 1);
  if (body.length !== networkAt + packed.length * 4) throw new Error('Truncated tone model file');
  return {
    threshold: file.threshold,
    heatedThreshold: file.heatedThreshold,
    networkShare: file.networkShare,
    general: dequantize(file.general, body, 0),
    politeness: dequantize(file.politeness, body, politenessAt),
    router: dequantize(file.router, body, routerAt),
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
