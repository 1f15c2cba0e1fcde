/**
 * The labelled co-parenting sets the tone coach is measured on: the hand-written messages of the first model, the
 * tuning set (written for the coach's rules, by a writer who never saw them) and, when given, a held-out set in the
 * same JSON-lines form that nothing was tuned on.
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

export function readMessageSet(file: URL | string): LabelledMessage[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelledMessage);
}

export function handWrittenSet(): LabelledMessage[] {
  return COPARENTING_MESSAGES.map((m, i) => ({ id: `m${i + 1}`, text: m.text, label: m.label, category: m.label, facts: [] }));
}
