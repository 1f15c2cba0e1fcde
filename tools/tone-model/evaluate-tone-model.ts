/**
 * Prints the tone coach's figures: precision, recall and F1 for 'heated or needs a rewrite' on the held-out
 * validation split of the public tone data (never seen in training), and on the hand-written co-parenting messages.
 * Run: `npm run evaluate:tone` (after `npm run fetch:training-data`).
 */
import { performance } from 'node:perf_hooks';
import { analyzeConflictOffline, judgeTone } from '../../src/server/ai/offline/analyze-conflict.js';
import { COPARENTING_MESSAGES } from '../evaluation/coparenting-messages.js';
import { hostilityProbability, hostilityThreshold } from '../../src/server/ai/offline/tone-model.js';
import { findToneProblems } from '../../src/server/ai/offline/tone-rules.js';
import { loadToneExamples, splitOf, type ToneExample } from './tone-data.js';
import { rocAuc } from './roc-auc.js';

interface Scored {
  flagged: boolean;
  positive: boolean;
}

function figures(rows: Scored[]): string {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { flagged, positive } of rows) {
    if (flagged && positive) tp++;
    else if (flagged) fp++;
    else if (positive) fn++;
  }
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  const f1 = (2 * precision * recall) / (precision + recall || 1);
  return `n=${rows.length} positives=${tp + fn}  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}`;
}

type Judge = (text: string) => boolean;
const probabilities = new Map<string, number>();
const probability = (text: string): number => {
  let p = probabilities.get(text);
  if (p === undefined) {
    p = hostilityProbability(text);
    probabilities.set(text, p);
  }
  return p;
};
const verdicts = new Map<string, ReturnType<typeof judgeTone>>();
const verdict = (text: string) => {
  let v = verdicts.get(text);
  if (!v) verdicts.set(text, (v = judgeTone(text)));
  return v;
};
/** Anything to say about the text, the curt nudge included (what 'Improve' shows): the public data labels impolite text too. */
const combined: Judge = (text) => verdict(text).needsRewrite || verdict(text).curt;
/** What the composer shows unprompted. */
const cardOnly: Judge = (text) => verdict(text).needsRewrite;
const modelOnly: Judge = (text) => probability(text) >= hostilityThreshold();
const rulesOnly: Judge = (text) => findToneProblems(text).length > 0;

/** Area under the ROC curve of the model probability (threshold-free). */
const auc = (examples: ToneExample[]): string => rocAuc(examples.map((e) => ({ p: probability(e.text), y: e.label }))).toFixed(3);

const share = (examples: ToneExample[], judge: Judge): string =>
  `${((100 * examples.filter((e) => judge(e.text)).length) / examples.length).toFixed(1)}%`;

function score(examples: ToneExample[], judge: Judge): Scored[] {
  return examples.map((e) => ({ flagged: judge(e.text), positive: e.label === 1 }));
}

/** Every positive and, deterministically, as many negatives (the set where flagging everything scores F1 0.67). */
function balanced(examples: ToneExample[]): ToneExample[] {
  const positives = examples.filter((e) => e.label === 1);
  const negatives = examples.filter((e) => e.label === 0).sort((a, b) => (a.id < b.id ? -1 : 1));
  const step = negatives.length / positives.length;
  return [...positives, ...positives.map((_, i) => negatives[Math.floor(i * step)]).filter((e): e is ToneExample => !!e)];
}

// TONE_SPLIT=calibration reports the split thresholds and gates are chosen on; the figures quoted are validation's.
const validation = loadToneExamples().filter(
  (e) => splitOf(e.id) === (process.env.TONE_SPLIT === 'calibration' ? 'calibration' : 'validation'),
);
console.log('Public data, held-out validation split (15% by id hash, never used in training or threshold choice)');
for (const [name, subset] of [
  ['natural mix', validation],
  ['balanced 1:1', balanced(validation)],
  ['GoEmotions only', validation.filter((e) => e.source === 'goemotions')],
  ['Politeness only', validation.filter((e) => e.source !== 'goemotions')],
] as const) {
  console.log(`  ${name}`);
  console.log(`    rules + model  ${figures(score(subset, combined))}  flagged ${share(subset, combined)}`);
  console.log(`    card only      ${figures(score(subset, cardOnly))}  flagged ${share(subset, cardOnly)}`);
  console.log(`    model only     ${figures(score(subset, modelOnly))}`);
  console.log(`    rules only     ${figures(score(subset, rulesOnly))}`);
  console.log(`    flag all       ${figures(score(subset, () => true))}`);
  console.log(`    model AUC ${auc(subset)}`);
}

console.log('\nCo-parenting messages (hand-written, labelled)');
const rows = COPARENTING_MESSAGES.map((m) => ({ ...m, flagged: verdict(m.text).needsRewrite }));
for (const label of ['calm', 'neutral', 'heated'] as const) {
  const group = rows.filter((r) => r.label === label);
  const flagged = group.filter((r) => r.flagged).length;
  console.log(`  ${label}: ${flagged}/${group.length} flagged (${((100 * flagged) / group.length).toFixed(1)}%)`);
}
console.log(`  heated vs the rest: ${figures(rows.map((r) => ({ flagged: r.flagged, positive: r.label === 'heated' })))}`);
if (process.argv.includes('--list')) {
  for (const r of rows) if (r.flagged !== (r.label === 'heated')) console.log(`    miss [${r.label}] ${r.text}`);
}

const started = performance.now();
const rounds = 20;
for (let i = 0; i < rounds; i++) for (const m of COPARENTING_MESSAGES) analyzeConflictOffline(m.text);
const perCall = (performance.now() - started) / (rounds * COPARENTING_MESSAGES.length);
console.log(`\nOffline analysis time: ${perCall.toFixed(3)} ms per message (mean over ${rounds * COPARENTING_MESSAGES.length} calls)`);
