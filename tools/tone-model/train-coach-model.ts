/**
 * Trains the co-parenting model (src/server/ai/offline/coach-model.ts) on the project's labelled co-parenting
 * messages (tools/evaluation: the hand-written set, the tuning sets and the written training sets), heated against the
 * rest. Never on a held-out set. The L2 strength and the threshold are chosen by 5-fold cross-validation
 * over writers, each set whole in one fold (coach-choice.ts): the threshold is the lowest at which, out of fold, at most MAX_FALSE_ALARMS of the calm and
 * neutral messages would newly get a card from the model. The domain part learns co-parenting messages against every text
 * of the public data's training split, the two weighed equally (never its calibration or validation splits).
 * Deterministic; rewrites coach-model.bin. Run: `npm run train:coach` (after `npm run fetch:training-data`).
 */
import { writeFileSync } from 'node:fs';
import { COACH_MODEL_FILE, encodeCoachModel } from '../../src/server/ai/offline/coach-model.js';
import { heatedThreshold } from '../../src/server/ai/offline/tone-model.js';
import { handWrittenSet, readMessageSet, TUNING_SETS } from '../evaluation/coach/coach-sets.js';
import { chooseCoachModel, generalThresholdFor } from './coach-choice.js';
import { coachRow, rowProbability, trainPart, writerRows } from './coach-training.js';
import { loadToneExamples, splitOf } from './tone-data.js';

const DOMAIN_L2 = 0.01;

const rows = writerRows([handWrittenSet(), ...TUNING_SETS.map((set) => readMessageSet(set.file))]);
const { heated, l2, threshold } = chooseCoachModel(rows);

// The domain part: every co-parenting message (1) against every public training text (0), the two kinds weighed
// equally (round 13; a sample of 6,000 public texts until then placed more forum text in co-parenting).
const publicRows = loadToneExamples()
  .filter((e) => splitOf(e.id) === 'train')
  .map((e) => coachRow(e.text, 0, 0));
const coParentingWeight = publicRows.length / rows.length;
const domain = trainPart([...rows.map((r) => ({ ...r, y: 1, weight: coParentingWeight })), ...publicRows], DOMAIN_L2);
const domainAccuracy =
  (rows.filter((r) => rowProbability(domain, r) >= 0.5).length + publicRows.filter((r) => rowProbability(domain, r) < 0.5).length) /
  (rows.length + publicRows.length);
console.log(`domain part: ${(100 * domainAccuracy).toFixed(1)}% of its training texts placed right`);

const generalThreshold = generalThresholdFor(rows);
console.log(`general model on co-parenting text: cards from ${generalThreshold} (its forum threshold ${heatedThreshold()})`);

writeFileSync(COACH_MODEL_FILE, encodeCoachModel({ heated, domain, threshold, generalThreshold }));
console.log(`trained on ${rows.length} messages with L2 ${l2}, threshold ${threshold}; wrote ${COACH_MODEL_FILE.pathname}`);
