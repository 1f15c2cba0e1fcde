/**
 * How the co-parenting model would do on a writer it has never read: each labelled set in turn is left out, the model
 * is trained on the others exactly as `npm run train:coach` trains it (L2 strength and threshold chosen out of fold),
 * and the left-out set is scored with the rules and the general model as the composer scores it. Each set was written
 * by one writer, so this is the estimate to tune on before a blind set is measured; the pooled line counts only the
 * sets the rules were not written on (the rules score those as they would a new writer's).
 * Run: `npm run evaluate:coach-writers` (after `npm run fetch:training-data`; about 10 minutes on a quiet machine).
 * `COACH_L2=0.01 npm run evaluate:coach-writers` fixes the L2 strength (the one `train:coach` chose) instead of choosing
 * it for each left-out set: four times faster on a busy machine, the threshold still chosen out of fold.
 * `COACH_LEFT_OUT='Hand-written|Fourth tuning'` leaves out only the sets whose names match (every set is still trained on).
 */
import { chooseCoachModel, generalThresholdFor } from './coach-choice.js';
import { FOLDS, rowProbability, writerRows, type Row } from './coach-training.js';
import { handWrittenSet, readMessageSet, TUNING_SETS } from '../evaluation/coach/coach-sets.js';

const fixedL2 = process.env.COACH_L2 ? [Number(process.env.COACH_L2)] : undefined;
const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / (of || 1)).toFixed(1)}%)`;

// Each set whole in one fold, as `npm run train:coach` folds them (coach-training.ts `writerRows`).
const sets = [{ name: 'Hand-written set', rulesReadIt: true, messages: handWrittenSet() }]
  .concat(TUNING_SETS.map((set) => ({ name: set.name, rulesReadIt: set.rulesReadIt, messages: readMessageSet(set.file) })))
  .map((set, index) => ({ ...set, rows: writerRows([set.messages]).map((row) => ({ ...row, fold: index % FOLDS })) }));

const leftOut = process.env.COACH_LEFT_OUT ? new RegExp(process.env.COACH_LEFT_OUT) : undefined;
const pooled = { calm: 0, calmCarded: 0, heated: 0, heatedCarded: 0 };
for (const [index, left] of sets.entries()) {
  if (leftOut && !leftOut.test(left.name)) continue;
  const rest: Row[] = sets.filter((_, i) => i !== index).flatMap((s) => s.rows);
  const { heated, threshold } = chooseCoachModel(rest, () => undefined, fixedL2);
  const general = generalThresholdFor(rest);
  const carded = (r: Row) => r.ruled || r.hostility >= general || rowProbability(heated, r) >= threshold;
  const calm = left.rows.filter((r) => r.y === 0);
  const hot = left.rows.filter((r) => r.y === 1);
  const calmCarded = calm.filter(carded).length;
  const heatedCarded = hot.filter(carded).length;
  console.log(`${left.name}: calm or neutral carded ${pct(calmCarded, calm.length)}, heated carded ${pct(heatedCarded, hot.length)}`);
  if (left.rulesReadIt) continue;
  pooled.calm += calm.length;
  pooled.calmCarded += calmCarded;
  pooled.heated += hot.length;
  pooled.heatedCarded += heatedCarded;
}
console.log(
  `Sets the rules were not written on, each left out in turn: calm or neutral carded ${pct(pooled.calmCarded, pooled.calm)}, ` +
    `heated carded ${pct(pooled.heatedCarded, pooled.heated)}`,
);
