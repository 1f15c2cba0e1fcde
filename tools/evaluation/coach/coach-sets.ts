/**
 * The labelled co-parenting sets the tone coach is measured on: the hand-written messages of the first model, the
 * tuning sets (each written by a writer who never saw the rules) and, when given, a held-out set in the same JSON-lines
 * form that nothing was tuned on.
 */
import { readFileSync } from 'node:fs';
import { COPARENTING_MESSAGES, type CoParentingLabel } from '../coparenting-messages.js';

export interface LabelledMessage {
  id: string;
  text: string;
  label: CoParentingLabel;
  /** The kind of heat (blame, threat, …) or of calm message (request, thanks, …). */
  category: string;
  /** Words a faithful rewrite must keep, as the writer listed them. */
  facts: string[];
}

export const TUNING_SET_FILE = new URL('../coparenting-tuning.jsonl', import.meta.url);
/** Written blind as the first held-out set; measured once at the first freeze (README), then used for tuning. */
export const SECOND_TUNING_SET_FILE = new URL('../coparenting-tuning-2.jsonl', import.meta.url);

/** Written blind as the second held-out set (after the freeze at d43f912); measured once, then tuned on. */
export const THIRD_TUNING_SET_FILE = new URL('../coparenting-tuning-3.jsonl', import.meta.url);

/**
 * Written blind after the rules and models were frozen for the third time (commit 4e70367), by a writer who saw neither them nor the
 * other sets; never read by training or tuning. Its figures are the coach's figures on unseen messages.
 */
export const HELD_OUT_SET_FILE = new URL('../coparenting-held-out.jsonl', import.meta.url);

/** Every labelled co-parenting message the coach may learn from. */
export function trainingMessages(): LabelledMessage[] {
  return [
    ...handWrittenSet(),
    ...readMessageSet(TUNING_SET_FILE),
    ...readMessageSet(SECOND_TUNING_SET_FILE),
    ...readMessageSet(THIRD_TUNING_SET_FILE),
  ];
}

export function readMessageSet(file: URL | string): LabelledMessage[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelledMessage);
}

export function handWrittenSet(): LabelledMessage[] {
  return COPARENTING_MESSAGES.map((m, i) => ({ id: `m${i + 1}`, text: m.text, label: m.label, category: m.label, facts: [] }));
}
