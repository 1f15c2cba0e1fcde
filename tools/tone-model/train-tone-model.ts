/**
 * Trains the offline tone model (src/server/ai/offline/tone-model-file.ts, written to tone-model.bin there) on the training part of the public tone data and chooses the
 * decision threshold on the calibration part; the validation part is never read here.
 * Run: `npm run train:tone` (after `npm run fetch:training-data`). Deterministic: the same data gives the same file,
 * byte for byte.
 *
 * - general: logistic regression over all hashed features (features.ts), AdaGrad, 5 epochs, lr 0.02 / (1 + epoch), L2 1e-5;
 * - politeness: the same learner on the Stanford Politeness rows only, over word (not character) n-grams, politeness
 *   strategies, VADER and word vectors, 10 epochs, L2 1e-4, 2^15 weights;
 * - router: the same learner predicting whether a text comes from the politeness corpus (requests) or GoEmotions
 *   (comments), 3 epochs, 2^14 weights; it weights the politeness model against the general one;
 * - network: 203 → 64 ReLU → 1 over the pooled word vectors and VADER scores, plain SGD, 8 epochs; its logit is averaged
 *   with the general model's (share 0.5).
 * The threshold maximises F1 of the shipped decision (model OR the deciding rule findings) on the balanced 1:1
 * calibration set (every positive, an equal deterministic sample of negatives), the mix the figures use.
 */
import { writeFileSync } from 'node:fs';
import { COPARENTING_MESSAGES } from '../evaluation/coparenting-messages.js';
import {
  DENSE_FEATURES,
  TONE_MODEL_BUCKETS,
  toneFeatures,
  type SparseFeatures,
  type ToneFeatures,
} from '../../src/server/ai/offline/features.js';
import { overridingFindings } from '../../src/server/ai/offline/tone-decision.js';
import {
  decodeToneModel,
  encodeToneModel,
  linearLogit,
  networkLogit,
  sigmoid,
  TONE_MODEL_FILE,
  toneProbability,
  type Network,
} from '../../src/server/ai/offline/tone-model-file.js';
import { loadToneExamples, splitOf } from './tone-data.js';
import { rocAuc } from './roc-auc.js';

const NETWORK_SHARE = Number(process.env.TONE_NETWORK_SHARE ?? 0.5);
const HIDDEN = 64;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Labelled {
  x: SparseFeatures;
  y: number;
}

/** Logistic regression with AdaGrad on hashed features; `size` is a power of two (indices are masked). */
function trainLinear(rows: Labelled[], options: { size: number; epochs: number; lr: number; l2: number }): Float32Array {
  const { size, epochs, lr, l2 } = options;
  const mask = size - 1;
  const weights = new Float32Array(size);
  const squared = new Float32Array(size).fill(1e-8);
  const random = mulberry32(42);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const rate = lr / (1 + epoch);
    for (const k of order) {
      const row = rows[k];
      if (!row) continue;
      const gradient = sigmoid(linearLogit(weights, row.x)) - row.y;
      for (let t = 0; t < row.x.indices.length; t++) {
        const i = (row.x.indices[t] ?? 0) & mask;
        const g = gradient * (row.x.values[t] ?? 0) + l2 * (weights[i] ?? 0);
        squared[i] = (squared[i] ?? 0) + g * g;
        weights[i] = (weights[i] ?? 0) - (rate * g) / Math.sqrt(squared[i] ?? 1);
      }
    }
  }
  return weights;
}

/** One hidden ReLU layer, plain SGD with a decaying rate and a little L2 on the first layer; fixed seeds. */
function trainNetwork(rows: { x: Float32Array; y: number }[], epochs = 8): Network {
  let seed = 1;
  const random = (): number => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647 - 0.5;
  };
  const inputs = DENSE_FEATURES;
  const net: Network = {
    inputs,
    hidden: HIDDEN,
    w1: Float32Array.from({ length: HIDDEN * inputs }, () => random() * 0.2),
    b1: new Float32Array(HIDDEN),
    w2: Float32Array.from({ length: HIDDEN }, () => random() * 0.2),
    b2: 0,
  };
  const { w1, b1, w2 } = net;
  const hidden = new Float32Array(HIDDEN);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor((random() + 0.5) * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const rate = 0.01 / (1 + epoch * 0.5);
    for (const k of order) {
      const row = rows[k];
      if (!row) continue;
      const g = sigmoid(networkLogit(net, row.x, hidden)) - row.y;
      for (let j = 0; j < HIDDEN; j++) {
        const h = hidden[j] ?? 0;
        const gh = g * (w2[j] ?? 0);
        w2[j] = (w2[j] ?? 0) - rate * g * h;
        if (h <= 0) continue;
        b1[j] = (b1[j] ?? 0) - rate * gh;
        const base = j * inputs;
        for (let d = 0; d < inputs; d++) {
          const w = w1[base + d] ?? 0;
          w1[base + d] = w - rate * (gh * (row.x[d] ?? 0) + 1e-5 * w);
        }
      }
      net.b2 -= rate * g;
    }
  }
  return net;
}

const started = Date.now();
const log = (line: string): void => void process.stdout.write(`${line}  (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
const examples = loadToneExamples().filter((e) => splitOf(e.id) !== 'validation');
const rows = examples.map((e) => ({
  id: e.id,
  text: e.text,
  y: e.label as number,
  politeness: e.source !== 'goemotions',
  split: splitOf(e.id),
  f: toneFeatures(e.text),
}));
const train = rows.filter((r) => r.split === 'train');
const calibration = rows.filter((r) => r.split === 'calibration');
log(`features: train ${train.length}, calibration ${calibration.length}`);

const general = trainLinear(
  train.map((r) => ({ x: r.f.general, y: r.y })),
  { size: TONE_MODEL_BUCKETS, epochs: 5, lr: 0.02, l2: 1e-5 },
);
log('general model trained');
const politeness = trainLinear(
  train.filter((r) => r.politeness).map((r) => ({ x: r.f.politeness, y: r.y })),
  { size: 1 << 15, epochs: 10, lr: 0.02, l2: 1e-4 },
);
const router = trainLinear(
  train.map((r) => ({ x: r.f.general, y: r.politeness ? 1 : 0 })),
  { size: 1 << 14, epochs: 3, lr: 0.02, l2: 1e-5 },
);
log('politeness model and router trained');
const network = trainNetwork(train.map((r) => ({ x: r.f.dense, y: r.y })));
log('network trained');

// Score with the stored (quantised) form, so the threshold fits exactly what the server computes.
const draft = decodeToneModel(
  encodeToneModel({ threshold: 0, heatedThreshold: 0, networkShare: NETWORK_SHARE, general, politeness, router, network }),
);
const probability = (f: ToneFeatures): number => toneProbability(draft, f);

interface Scored {
  id: string;
  y: number;
  p: number;
  rule: boolean;
  politeness: boolean;
}
const scored: Scored[] = calibration.map((r) => ({
  id: r.id,
  y: r.y,
  p: probability(r.f),
  rule: overridingFindings(r.text).length > 0,
  politeness: r.politeness,
}));

function balanced(list: Scored[]): Scored[] {
  const positives = list.filter((s) => s.y === 1);
  const negatives = list.filter((s) => s.y === 0).sort((a, b) => (a.id < b.id ? -1 : 1));
  const step = negatives.length / positives.length;
  return [...positives, ...positives.map((_, i) => negatives[Math.floor(i * step)]).filter((s): s is Scored => !!s)];
}
function f1(list: Scored[], threshold: number, withRules: boolean): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const s of list) {
    const flagged = s.p >= threshold || (withRules && s.rule);
    if (flagged && s.y === 1) tp++;
    else if (flagged) fp++;
    else if (s.y === 1) fn++;
  }
  return (2 * tp) / (2 * tp + fp + fn || 1);
}

const calibrationBalanced = balanced(scored);
let best = { threshold: 0.5, f1: 0 };
for (let step = 2; step < 190; step++) {
  const threshold = step / 200;
  const value = f1(calibrationBalanced, threshold, true);
  if (value > best.f1) best = { threshold, f1: value };
}
const { threshold } = best;
// The model alone calls a message heated from a higher threshold: the best natural-mix F1 (where hostile text is rare).
// Round 14: the natural-mix F1 is flat near its best, so its argmax jumped (0.305 → 0.245) when a calm reading moved one
// message; the highest threshold within NEAR_BEST of the best is chosen instead: as good, and fewer false alarms.
const NEAR_BEST = 0.002;
const curve = Array.from({ length: 188 }, (_, i) => ({ threshold: (i + 2) / 200, f1: f1(scored, (i + 2) / 200, true) }));
const bestNatural = Math.max(...curve.map((point) => point.f1));
const heated = curve.filter((point) => point.f1 >= bestNatural - NEAR_BEST).at(-1) ?? { threshold: 0.5, f1: 0 };
const heatedThreshold = Math.max(threshold, heated.threshold);
log(`heated threshold ${heatedThreshold}: natural-mix F1 ${heated.f1.toFixed(3)}`);
log(
  `calibration: AUC ${rocAuc(scored).toFixed(3)} (GoEmotions ${rocAuc(scored.filter((s) => !s.politeness)).toFixed(3)}, ` +
    `Politeness ${rocAuc(scored.filter((s) => s.politeness)).toFixed(3)}); threshold ${threshold}: balanced F1 ` +
    `${best.f1.toFixed(3)} (model only ${f1(calibrationBalanced, threshold, false).toFixed(3)}), natural-mix F1 ` +
    `${f1(scored, threshold, true).toFixed(3)}`,
);

// A check only (not used for any choice): the hand-written co-parenting messages at this threshold.
for (const label of ['calm', 'neutral', 'heated'] as const) {
  const group = COPARENTING_MESSAGES.filter((m) => m.label === label);
  const flagged = group.filter((m) => probability(toneFeatures(m.text)) >= threshold || overridingFindings(m.text).length > 0);
  log(`co-parenting ${label}: ${flagged.length}/${group.length} flagged`);
}

writeFileSync(
  TONE_MODEL_FILE,
  encodeToneModel({ threshold, heatedThreshold, networkShare: NETWORK_SHARE, general, politeness, router, network }),
);
log(`wrote ${TONE_MODEL_FILE}`);
