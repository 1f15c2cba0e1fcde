/**
 * How the co-parenting model (src/server/ai/offline/coach-model.ts) is trained, shared by `npm run train:coach` and
 * the cross-writer check: the rows it learns from, a deterministic logistic regression, and the card threshold chosen
 * for the parent's experience (a cap on calm and neutral messages newly carded).
 */
import { coachInputs, NGRAM_BUCKETS } from '../../src/server/ai/offline/coach-inputs.js';
import { partProbability, type LinearPart } from '../../src/server/ai/offline/coach-model.js';
import { toneFeatures } from '../../src/server/ai/offline/features.js';
import { overridingFindings } from '../../src/server/ai/offline/tone-decision.js';
import { heatedThreshold, hostilityOf } from '../../src/server/ai/offline/tone-model.js';
import { findToneProblems } from '../../src/server/ai/offline/tone-rules.js';
import type { LabelledMessage } from '../evaluation/coach/coach-sets.js';

export const FOLDS = 5;
const EPOCHS = 400;
/** AdaGrad's base step (round 10). */
const LEARNING_RATE = 0.05;

export interface Row {
  /** The dense inputs (the hashed ones are all 0 but `active`: not stored, 128 KB a row for 42,000 rows). */
  x: Float32Array;
  /** Indices of the hashed word inputs that are set (after the dense ones), so an epoch reads only those. */
  active: number[];
  y: number;
  /** Already carded by the rules or the general model (from its forum threshold). */
  decided: boolean;
  /** Carded by a deciding rule finding. */
  ruled: boolean;
  /** The general model's probability. */
  hostility: number;
  fold: number;
  /** How much the row counts in training (1 unless said): the domain part weighs the two kinds of text equally. */
  weight?: number;
}

export function coachRow(text: string, y: number, fold: number): Row {
  const features = toneFeatures(text);
  const hostility = hostilityOf(features);
  const findings = findToneProblems(text);
  const { dense: x, active } = coachInputs(text, features, hostility, findings);
  const ruled = overridingFindings(text, findings).length > 0;
  return { x, active, y, ruled, decided: ruled || hostility >= heatedThreshold(), hostility, fold };
}

/**
 * The rows of several sets, each set whole in one fold (set i in fold i mod FOLDS), so out of fold means written by
 * another writer (round 11): the threshold is then chosen on how the model cards a writer it has not read, which
 * random folds over-estimated (the tenth blind set: 10.4% of calm or neutral messages carded, against 6.9% out of fold).
 */
export const writerRows = (sets: LabelledMessage[][]): Row[] =>
  sets.flatMap((set, index) => set.map((m) => coachRow(m.text, m.label === 'heated' ? 1 : 0, index % FOLDS)));

/**
 * Full-batch AdaGrad on the log loss with L2, from zero weights: deterministic. Each weight has its own step (round 10):
 * with one rate for all, a word pair seen in a few messages moved by its share of the batch's gradient, a few
 * thousandths over 400 epochs, so the model could not learn a way of speaking that only a few messages share (it
 * carded 79% of a training set's heated messages it had read). The dense inputs (word
 * vectors, sentiment, rule kinds, shape) are standardised; the hashed words stay 0 or 1 (mean 0, scale 1), which keeps
 * each epoch sparse.
 */
export function trainPart(set: Row[], l2: number): LinearPart {
  const dense = set[0]?.x.length ?? 0;
  const inputs = dense + NGRAM_BUCKETS;
  const mean = new Float32Array(inputs);
  const scale = new Float32Array(inputs).fill(1);
  for (const r of set) for (let i = 0; i < dense; i++) mean[i] = (mean[i] ?? 0) + (r.x[i] ?? 0) / set.length;
  const variance = new Float64Array(dense);
  for (const r of set)
    for (let i = 0; i < dense; i++) variance[i] = (variance[i] ?? 0) + ((r.x[i] ?? 0) - (mean[i] ?? 0)) ** 2 / set.length;
  for (let i = 0; i < dense; i++) scale[i] = Math.sqrt(variance[i] ?? 0) || 1;
  const z = set.map((r) => Float32Array.from(r.x, (v, i) => (v - (mean[i] ?? 0)) / (scale[i] ?? 1)));

  const weights = new Float32Array(inputs);
  let bias = 0;
  const grad = new Float64Array(inputs);
  const squared = new Float64Array(inputs);
  let squaredBias = 0;
  const totalWeight = set.reduce((sum, r) => sum + (r.weight ?? 1), 0);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    grad.fill(0);
    let gradBias = 0;
    set.forEach((r, n) => {
      const row = z[n] ?? new Float32Array(dense);
      let s = bias;
      for (let i = 0; i < dense; i++) s += (weights[i] ?? 0) * (row[i] ?? 0);
      for (const i of r.active) s += weights[i] ?? 0;
      const error = ((1 / (1 + Math.exp(-s)) - r.y) * (r.weight ?? 1)) / totalWeight;
      gradBias += error;
      for (let i = 0; i < dense; i++) grad[i] = (grad[i] ?? 0) + error * (row[i] ?? 0);
      for (const i of r.active) grad[i] = (grad[i] ?? 0) + error;
    });
    for (let i = 0; i < inputs; i++) {
      const g = (grad[i] ?? 0) + l2 * (weights[i] ?? 0);
      if (g === 0) continue;
      squared[i] = (squared[i] ?? 0) + g * g;
      weights[i] = (weights[i] ?? 0) - (LEARNING_RATE * g) / Math.sqrt(squared[i] ?? 1);
    }
    squaredBias += gradBias * gradBias;
    if (gradBias !== 0) bias -= (LEARNING_RATE * gradBias) / Math.sqrt(squaredBias);
  }
  return { bias, mean, scale, weights };
}

export const rowProbability = (model: LinearPart, r: Row) => partProbability(model, { dense: r.x, active: r.active });

/** Out-of-fold probabilities for every row. */
export function outOfFold(rows: Row[], l2: number): number[] {
  const out = new Array<number>(rows.length).fill(0);
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = trainPart(
      rows.filter((r) => r.fold !== fold),
      l2,
    );
    rows.forEach((r, i) => {
      if (r.fold === fold) out[i] = rowProbability(model, r);
    });
  }
  return out;
}

export interface ThresholdChoice {
  threshold: number;
  /** Share of all calm and neutral messages the model newly cards. */
  falseAlarms: number;
  /** Share of heated messages carded by the rules, the general model or this model. */
  recall: number;
  /** The model's own recall, without the rules. */
  alone: number;
}

/** The lowest threshold (in 0.01 steps) at which the model newly cards at most `maxFalseAlarms` of the calm and neutral rows. */
export function chooseThreshold(rows: Row[], p: number[], maxFalseAlarms: number): ThresholdChoice {
  const scored = rows.map((r, i) => ({ r, p: p[i] ?? 0 }));
  const calm = scored.filter(({ r }) => r.y === 0 && !r.decided);
  const heated = scored.filter(({ r }) => r.y === 1);
  const allCalm = rows.filter((r) => r.y === 0).length;
  for (let step = 1; step <= 100; step++) {
    const threshold = step / 100;
    const falseAlarms = calm.filter((c) => c.p >= threshold).length / (allCalm || 1);
    if (falseAlarms > maxFalseAlarms && step < 100) continue;
    return {
      threshold,
      falseAlarms,
      recall: heated.filter((h) => h.r.decided || h.p >= threshold).length / (heated.length || 1),
      alone: heated.filter((h) => h.p >= threshold).length / (heated.length || 1),
    };
  }
  throw new Error('unreachable');
}
