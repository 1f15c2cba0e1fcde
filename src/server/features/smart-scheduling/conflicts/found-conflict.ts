import type { ConflictType, Severity } from '../../../../common/schemas/smart-scheduling.js';
import type { Handover, ScheduleItem } from '../week-facts.js';

/** A conflict as a detector finds it, before its resolutions are worked out. */
export interface FoundConflict {
  /** Stable for the same facts: the kind and what is involved. */
  key: string;
  type: ConflictType;
  severity: Severity;
  title: string;
  description: string;
  events: ScheduleItem[];
  handover?: Handover;
  /** For a custody mismatch: who has the children then, and the night it is. */
  holder?: { parentId: string; night: string };
  /** For an event after an often-late handover: when the handover is usually over, travel buffer included. */
  clearAt?: number;
}

/** Every unordered pair of a list, in order. */
export function pairs<T>(items: T[]): [T, T][] {
  const out: [T, T][] = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) out.push([items[i] as T, items[j] as T]);
  return out;
}
