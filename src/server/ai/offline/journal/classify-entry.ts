import type { TimelineType } from '../../../../common/timeline-rules.js';
import { TYPE_PRIORITY, TYPE_RULES } from './type-rules.js';

export interface EntryClassification {
  type: TimelineType;
  /** The phrase for the strongest clue of the chosen type ('the dentist visit'), or null when nothing matched. */
  topic: string | null;
  scores: Record<TimelineType, number>;
}

/** Lower case, curly quotes made straight, so the rules see one spelling. */
export const normalizeJournalText = (text: string): string => text.toLowerCase().replace(/[’‘]/g, "'");

/** The entry type from keyword rules; with no clue at all it is a memory. */
export function classifyEntry(content: string): EntryClassification {
  const text = normalizeJournalText(content);
  const scores: Record<TimelineType, number> = { milestone: 0, photo: 0, school: 0, medical: 0, achievement: 0, memory: 0 };
  const strongest: Partial<Record<TimelineType, { weight: number; topic: string }>> = {};
  for (const rule of TYPE_RULES) {
    if (!rule.pattern.test(text)) continue;
    scores[rule.type] += rule.weight;
    const best = strongest[rule.type];
    if (!best || rule.weight > best.weight) strongest[rule.type] = { weight: rule.weight, topic: rule.topic };
  }
  let type: TimelineType = 'memory';
  for (const candidate of TYPE_PRIORITY) if (scores[candidate] > scores[type]) type = candidate;
  return { type, topic: strongest[type]?.topic ?? null, scores };
}
