import type { SchedulingSuggestion } from '../../../../common/schemas/smart-scheduling.js';

/** What Implement does for a suggestion, worked out again on the server from the family's records. */
export type SuggestionAction =
  | { kind: 'assign_self'; eventId: string }
  | { kind: 'ask_other'; eventId: string; otherId: string; text: string }
  | { kind: 'create_task'; title: string; childId: string | null; start: number; end: number; timeZone: string };

export type PlannedSuggestion = SchedulingSuggestion & { plan: SuggestionAction };
