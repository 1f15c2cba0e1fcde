/**
 * Trains the co-parenting model (src/server/ai/offline/coach-model.ts) on the project's labelled co-parenting
 * messages: the hand-written set and the tuning set (tools/evaluation), heated against the rest. Never on a held-out
 * set. The L2 strength and the threshold are chosen by 5-fold cross-validation on those sets: the threshold is the
 * lowest at which, out of fold, at most MAX_FALSE_ALARMS of the calm and neutral messages the rules leave alone would
 * get a card from the model. The domain part learns co-parenting messages against a deterministic sample of the public
 * data's training split (never its calibration or validation splits). Deterministic; rewrites coach-model.bin.
 * Run: `npm run train:coach` (after `npm run fetch:training-data`).
 */
import { writeFileSync } from 'node:fs';
import { coachInputs } from '../../src/server/ai/offline/coach-inputs.js';
import { COACH_MODEL_FILE, encodeCoachModel, partProbability, type LinearPart } from '../../src/server/ai/offline/coach-model.js';
import { toneFeatures } from '../../src/server/ai/offline/features.js';
import { overridingFindings } from '../../src/server/ai/offline/tone-decision.js';
import { heatedThreshold, hostilityOf } from '../../src/server/ai/offline/tone-model.js';
import { findToneProblems } from '../../src/server/ai/offline/tone-rules.js';
import { trainingMessages } from '../evaluation/coach/coach-sets.js';
import { loadToneExamples, splitOf } from './tone-data.js';

const FOLDS = 5;
const EPOCHS = 400;
const LEARNING_RATE = 0.1;
const L2_CHOICES = [0.003, 0.01, 0.03, 0.1];
/** Out-of-fold share of calm and neutral messages (not already carded) the model may card. */
const MAX_FALSE_ALARMS = 0.05;
/** Share of calm and neutral messages the general model alone may card on co-parenting text. */
const MAX_GENERAL_FALSE_ALARMS = 0.005;
/** Public training texts the domain part sees against the co-parenting ones. */
const PUBLIC_SAMPLE = 2000;

interface Row {
  x: Float32Array;
  y: number;
  /** Already carded by the rules or the general model: the co-parenting model changes nothing for it. */
  decided: boolean;
  fold: number;
}

const messages = trainingMessages();
const rows: Row[] = messages.map((m, i) => {
  const features = toneFeatures(m.text);
  const hostility = hostilityOf(features);
  const findings = findToneProblems(m.text);
  return {
    x: coachInputs(m.text, features, hostility, findings),
    y: m.label === 'heated' ? 1 : 0,
    decided: overridingFindings(m.text, findings).length > 0 || hostility >= heatedThreshold(),
    fold: i % FOLDS,
  };
});
const inputs = rows[0]?.x.length ?? 0;
const heatedCount = rows.filter((r) => r.y === 1).length;

function standardiser(train: Row[]): { mean: Float32Array; scale: Float32Array } {
  const mean = new Float32Array(inputs);
  const scale = new Float32Array(inputs);
  for (const r of train) for (let i = 0; i < inputs; i++) mean[i] = (mean[i] ?? 0) + (r.x[i] ?? 0) / train.length;
  for (const r of train) for (let i = 0; i < inputs; i++) scale[i] = (scale[i] ?? 0) + ((r.x[i] ?? 0) - (mean[i] ?? 0)) ** 2 / train.length;
  for (let i = 0; i < inputs; i++) scale[i] = Math.sqrt(scale[i] ?? 0) || 1;
  return { mean, scale };
}

/** Full-batch gradient descent on the log loss with L2, from zero weights: deterministic. */
function train(set: Row[], l2: number): LinearPart {
  const { mean, scale } = standardiser(set);
  const weights = new Float32Array(inputs);
  let bias = 0;
  const z = set.map((r) => Float32Array.from(r.x, (v, i) => (v - (mean[i] ?? 0)) / (scale[i] ?? 1)));
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const grad = new Float64Array(inputs);
    let gradBias = 0;
    set.forEach((r, n) => {
      let s = bias;
      const row = z[n] ?? new Float32Array(inputs);
      for (let i = 0; i < inputs; i++) s += (weights[i] ?? 0) * (row[i] ?? 0);
      const error = 1 / (1 + Math.exp(-s)) - r.y;
      gradBias += error / set.length;
      for (let i = 0; i < inputs; i++) grad[i] = (grad[i] ?? 0) + (error * (row[i] ?? 0)) / set.length;
    });
    for (let i = 0; i < inputs; i++) weights[i] = (weights[i] ?? 0) - LEARNING_RATE * ((grad[i] ?? 0) + l2 * (weights[i] ?? 0));
    bias -= LEARNING_RATE * gradBias;
  }
  return { bias, mean, scale, weights };
}

const probability = (model: LinearPart, r: Row) => partProbability(model, r.x);

/** Out-of-fold probabilities for every row. */
function outOfFold(l2: number): number[] {
  const out = new Array<number>(rows.length).fill(0);
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = train(
      rows.filter((r) => r.fold !== fold),
      l2,
    );
    rows.forEach((r, i) => {
      if (r.fold === fold) out[i] = probability(model, r);
    });
  }
  return out;
}

/** The lowest threshold (in 0.01 steps) keeping out-of-fold false alarms at or under the limit, and its recall gain. */
function chooseThreshold(p: number[]): {
  threshold: number;
  falseAlarms: number;
  extraRecall: number;
  recall: number;
  /** The model's own recall, without the rules: how much it would catch of what the rules miss on new wording. */
  alone: number;
} {
  const calm = rows.map((r, i) => ({ r, p: p[i] ?? 0 })).filter(({ r }) => r.y === 0 && !r.decided);
  const heated = rows.map((r, i) => ({ r, p: p[i] ?? 0 })).filter(({ r }) => r.y === 1);
  const allCalm = rows.filter((r) => r.y === 0).length;
  for (let step = 1; step < 100; step++) {
    const threshold = step / 100;
    const falseAlarms = calm.filter((c) => c.p >= threshold).length / allCalm;
    if (falseAlarms > MAX_FALSE_ALARMS) continue;
    const caught = heated.filter((h) => h.r.decided || h.p >= threshold).length;
    const extra = heated.filter((h) => !h.r.decided && h.p >= threshold).length;
    const alone = heated.filter((h) => h.p >= threshold).length / heated.length;
    return { threshold, falseAlarms, extraRecall: extra / heated.length, recall: caught / heated.length, alone };
  }
  return { threshold: 1, falseAlarms: 0, extraRecall: 0, recall: heated.filter((h) => h.r.decided).length / heated.length, alone: 0 };
}

let best: { l2: number; threshold: number; recall: number } | undefined;
for (const l2 of L2_CHOICES) {
  const choice = chooseThreshold(outOfFold(l2));
  console.log(
    `L2 ${l2}: out of fold, threshold ${choice.threshold}: calm or neutral newly carded ${(100 * choice.falseAlarms).toFixed(1)}%, ` +
      `heated recall ${(100 * choice.recall).toFixed(1)}% (+${(100 * choice.extraRecall).toFixed(1)} points from the model; ` +
      `the model alone ${(100 * choice.alone).toFixed(1)}%)`,
  );
  if (!best || choice.recall > best.recall) best = { l2, threshold: choice.threshold, recall: choice.recall };
}
if (!best) throw new Error('No L2 strength to choose from');
const heated = train(rows, best.l2);

// The domain part: every co-parenting message (1) against an evenly spread sample of public training texts (0).
const publicTrain = loadToneExamples()
  .filter((e) => splitOf(e.id) === 'train')
  .sort((a, b) => (a.id < b.id ? -1 : 1));
const stride = Math.max(1, Math.floor(publicTrain.length / PUBLIC_SAMPLE));
const publicRows: Row[] = publicTrain
  .filter((_, i) => i % stride === 0)
  .slice(0, PUBLIC_SAMPLE)
  .map((e) => {
    const features = toneFeatures(e.text);
    return { x: coachInputs(e.text, features, hostilityOf(features), findToneProblems(e.text)), y: 0, decided: false, fold: 0 };
  });
const domain = train([...rows.map((r) => ({ ...r, y: 1 })), ...publicRows], L2_CHOICES[1] ?? 0.01);
const domainAccuracy =
  (rows.filter((r) => probability(domain, r) >= 0.5).length + publicRows.filter((r) => probability(domain, r) < 0.5).length) /
  (rows.length + publicRows.length);
console.log(`domain part: ${(100 * domainAccuracy).toFixed(1)}% of its training texts placed right`);

// On co-parenting text the general model cards from the lowest threshold (from its own heated threshold up) at which it
// alone would card no more than MAX_GENERAL_FALSE_ALARMS of the calm and neutral messages the rules leave alone.
const calmUndecided = messages.filter((m, i) => m.label !== 'heated' && overridingFindings(m.text).length === 0 && rows[i]);
const generalScores = calmUndecided.map((m) => hostilityOf(toneFeatures(m.text)));
let generalThreshold = heatedThreshold();
while (generalScores.filter((p) => p >= generalThreshold).length / (rows.length - heatedCount) > MAX_GENERAL_FALSE_ALARMS) {
  generalThreshold = Math.round((generalThreshold + 0.01) * 100) / 100;
}
console.log(`general model on co-parenting text: cards from ${generalThreshold} (its forum threshold ${heatedThreshold()})`);

writeFileSync(COACH_MODEL_FILE, encodeCoachModel({ heated, domain, threshold: best.threshold, generalThreshold }));
console.log(`trained on ${rows.length} messages with L2 ${best.l2}, threshold ${best.threshold}; wrote ${COACH_MODEL_FILE.pathname}`);
