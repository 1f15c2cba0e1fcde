/**
 * Trains the offline tone model: logistic regression on hashed n-grams, shape and rule features (features.ts),
 * AdaGrad with L2 and a learning rate decaying per epoch (lr / (1 + epoch)), on the training part of the public tone data; the threshold is chosen for F1 on the calibration part.
 * The validation part is never read here. Run: `npx tsx src/server/ai/offline/training/train-tone-model.ts`.
 * Deterministic: the same data gives the same weights file.
 */
import { writeFileSync } from 'node:fs';
import { featureIndices, TONE_MODEL_BUCKETS } from '../features.js';
import { TONE_MODEL_FILE, encodeToneModel } from '../tone-model-file.js';
import { loadToneExamples, splitOf } from './tone-data.js';

const EPOCHS = Number(process.env.TONE_EPOCHS ?? 5);
const LEARNING_RATE = Number(process.env.TONE_LR ?? 0.02);
const L2 = Number(process.env.TONE_L2 ?? 1e-5);

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

function score(weights: Float32Array, indices: number[]): number {
  let z = 0;
  for (const i of indices) z += weights[i] ?? 0;
  return sigmoid(z);
}

const all = loadToneExamples();
const train = all.filter((e) => splitOf(e.id) === 'train').map((e) => ({ x: featureIndices(e.text), y: e.label }));
const calibration = all.filter((e) => splitOf(e.id) === 'calibration').map((e) => ({ x: featureIndices(e.text), y: e.label }));

const weights = new Float32Array(TONE_MODEL_BUCKETS);
const squaredGradients = new Float32Array(TONE_MODEL_BUCKETS).fill(1e-8);
const random = mulberry32(42);
const order = train.map((_, i) => i);
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  const rate = LEARNING_RATE / (1 + epoch);
  let loss = 0;
  for (const k of order) {
    const example = train[k];
    if (!example) continue;
    const p = score(weights, example.x);
    loss -= Math.log(example.y === 1 ? p + 1e-12 : 1 - p + 1e-12);
    const gradient = p - example.y;
    for (const i of example.x) {
      const g = gradient + L2 * (weights[i] ?? 0);
      squaredGradients[i] = (squaredGradients[i] ?? 0) + g * g;
      weights[i] = (weights[i] ?? 0) - (rate * g) / Math.sqrt(squaredGradients[i] ?? 1);
    }
  }
  process.stdout.write(`epoch ${epoch + 1}: mean log loss ${(loss / order.length).toFixed(4)}` + '\n');
}

let best = { threshold: 0.5, f1: 0 };
const scored = calibration.map((e) => ({ p: score(weights, e.x), y: e.y }));
for (let t = 0.05; t < 0.95; t += 0.01) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { p, y } of scored) {
    if (p >= t && y === 1) tp++;
    else if (p >= t) fp++;
    else if (y === 1) fn++;
  }
  const f1 = (2 * tp) / (2 * tp + fp + fn || 1);
  if (f1 > best.f1) best = { threshold: Math.round(t * 100) / 100, f1 };
}
process.stdout.write(
  `train ${train.length}, calibration ${calibration.length}: threshold ${best.threshold}, calibration F1 ${best.f1.toFixed(3)}` + '\n',
);
writeFileSync(TONE_MODEL_FILE, JSON.stringify(encodeToneModel(weights, best.threshold), null, 2) + '\n');
process.stdout.write(`wrote ${TONE_MODEL_FILE}` + '\n');
