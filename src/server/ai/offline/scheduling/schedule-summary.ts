import type { ConflictType, ScheduleSummary, ScheduleSummaryInput } from '../../../../common/schemas/smart-scheduling.js';

const KIND_WORDS: Record<ConflictType, [string, string]> = {
  time_overlap: ['double booking of a child', 'double bookings of a child'],
  custody_mismatch: ["event on the other parent's time", "events on the other parent's time"],
  handover_overlap: ['event across a handover', 'events across a handover'],
  parent_double_booked: ['parent needed in two places', 'times a parent is needed in two places'],
  tight_buffer: ['tight gap between events', 'tight gaps between events'],
  late_handover: ['event right after an often-late handover', 'events right after an often-late handover'],
};

const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** The offline summary: the week's figures in plain sentences, straight from the numbers (no judgement of anyone). */
export function scheduleSummaryOffline(input: ScheduleSummaryInput): ScheduleSummary {
  const kinds = (Object.entries(input.conflicts) as [ConflictType, number][]).filter(([, n]) => n > 0);
  const conflicts =
    kinds.length === 0 ? 'No conflicts this week.' : `This week: ${kinds.map(([k, n]) => count(n, KIND_WORDS[k])).join(', ')}.`;
  const figures = [
    input.adherence === null ? null : `${input.adherence}% of handovers confirmed on time`,
    input.averageBuffer === null ? null : `events back to back average ${input.averageBuffer} min apart (buffer ${input.travelBuffer} min)`,
    input.conflictsResolved > 0 ? `${input.conflictsResolved} resolved` : null,
  ].filter(Boolean);
  const suggestions = input.suggestions > 0 ? ` ${count(input.suggestions, ['suggestion', 'suggestions'])} to prepare the week.` : '';
  const rest = figures.length > 0 ? ` ${figures.join('; ')}.`.replace(/^ (.)/, (_, c: string) => ` ${c.toUpperCase()}`) : '';
  return { summary: `${conflicts}${rest}${suggestions} Coordination score ${input.coordinationScore}%.` };
}
