import { z } from 'zod';
import { calendarDate } from './custody.js';
import { createEventRequestSchema } from './events.js';
import { TRAVEL_BUFFER } from '../smart-scheduling-rules.js';

export const CONFLICT_TYPES = [
  'time_overlap',
  'custody_mismatch',
  'handover_overlap',
  'parent_double_booked',
  'tight_buffer',
  'late_handover',
] as const;
export type ConflictType = (typeof CONFLICT_TYPES)[number];
export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const RESOLUTION_TYPES = ['reschedule', 'split_pickup', 'reassign', 'propose_swap'] as const;
export type ResolutionType = (typeof RESOLUTION_TYPES)[number];

/** One way out of a conflict (SPEC.md section 3); autoImplementable when Auto-Fix can apply it (or ask for it) by itself. */
export interface ConflictResolution {
  id: string;
  type: ResolutionType;
  description: string;
  impactLevel: Severity;
  /** What it saves, in words ("No double booking for Maya"). */
  estimatedSaving: string;
  autoImplementable: boolean;
  /** True when applying it asks the other parent (a swap request) instead of changing the record directly. */
  needsApproval: boolean;
  /** The event it changes (what Manual opens); null for a swap of custody days. */
  eventId: string | null;
}

/** A schedule conflict (SPEC.md section 3), found in the family's own events, custody days and handovers. */
export interface ScheduleConflict {
  /** Stable for the same facts: kind and the events (or handover) involved. */
  id: string;
  type: ConflictType;
  severity: Severity;
  title: string;
  description: string;
  /** Event ids (an occurrence of a repeating event has its own id). */
  affectedEvents: string[];
  autoResolvable: boolean;
  suggestedResolutions: ConflictResolution[];
}

export const SUGGESTION_CATEGORIES = ['optimization', 'preparation', 'coordination'] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

/** A scheduling suggestion (SPEC.md section 3) and, for Details, why it was made. */
export interface SchedulingSuggestion {
  id: string;
  category: SuggestionCategory;
  priority: Severity;
  title: string;
  description: string;
  benefit: string;
  /** Minutes. */
  implementationTime: number;
  relatedEvents: string[];
  /** The facts behind it, shown by Details. */
  reason: string;
  /** What Implement does, in words ("Assign you to 'Science fair'"). */
  action: string;
}

/** Schedule Analytics over the analysed week. */
export interface ScheduleAnalytics {
  /** Percent of the week's handovers both parents confirmed on time; null when no handover was confirmed yet. */
  adherence: number | null;
  exchanges: number;
  confirmedOnTime: number;
  /** Minutes between consecutive events of the same parent or child on the same day; null with no such pair. */
  averageBuffer: number | null;
  bufferPairs: number;
  conflictsResolved: number;
}

export interface ScheduleAnalysis {
  period: { from: string; to: string };
  conflicts: ScheduleConflict[];
  suggestions: SchedulingSuggestion[];
  analytics: ScheduleAnalytics;
  /** Suggestions the signed-in parent snoozed (Remind Later), hidden until then. */
  snoozed: number;
  coordinationScore: CoordinationScore;
  /** A few sentences on the week's figures from the AI provider (offline by default): advice, shown as such. */
  summary: string;
}

/** What the AI provider is given to word the week's summary: counts only, no names, no event titles. */
export interface ScheduleSummaryInput {
  conflicts: Partial<Record<ConflictType, number>>;
  suggestions: number;
  adherence: number | null;
  averageBuffer: number | null;
  travelBuffer: number;
  conflictsResolved: number;
  coordinationScore: number;
}

export const scheduleSummarySchema = z.object({ summary: z.string().trim().min(1).max(600) });
export type ScheduleSummary = z.infer<typeof scheduleSummarySchema>;

/** The coordination score out of 100 and the parts it adds up from, so the screen can explain it. */
export interface CoordinationScore {
  value: number;
  parts: { label: string; points: number; max: number; detail: string }[];
}

export const TIMEFRAMES = ['week'] as const;
const timeframe = z.enum(TIMEFRAMES, { error: "Timeframe must be 'week'" }).default('week');

/** Body of POST /api/ai/smart-schedule: the week of `date` is analysed from the family's own records. */
export const smartScheduleRequestSchema = z.strictObject({ date: calendarDate('Date'), timeframe });

/** Body of POST /api/ai/schedule-conflicts: an event not saved yet, checked against the week of its start. */
export const scheduleConflictsRequestSchema = z.strictObject({ newEvent: createEventRequestSchema, timeframe });
export interface ScheduleConflictsResponse {
  conflicts: ScheduleConflict[];
  /** False when the family turned conflict alerts off: nothing is checked. */
  alertsOn: boolean;
}

const shortId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(300);

/** Body of POST /api/smart-scheduling/resolve: Auto-Fix; the conflict is found again on the server, never trusted. */
export const resolveConflictRequestSchema = z.strictObject({
  date: calendarDate('Date'),
  conflictId: shortId('Conflict'),
  resolutionId: shortId('Resolution'),
});
export type ResolveConflictRequest = z.infer<typeof resolveConflictRequestSchema>;
export interface ResolveConflictResponse {
  /** 'applied': the record changed; 'requested': a swap request waits for the other parent. */
  outcome: 'applied' | 'requested';
  message: string;
}

/** Body of POST /api/ai/implement-suggestion (SPEC.md section 7: suggestionId; the events are the family's own). */
export const implementSuggestionRequestSchema = z.strictObject({ suggestionId: shortId('Suggestion'), date: calendarDate('Date') });
export interface ImplementSuggestionResponse {
  message: string;
}

/** A parent's proposal to move the other parent's event to resolve a conflict; it changes nothing until accepted. */
export interface RescheduleProposal {
  id: string;
  eventId: string;
  eventTitle: string;
  fromStart: string;
  newStart: string;
  newEnd: string;
  reason: string;
  proposedBy: string;
  proposedByName: string;
  requestedFrom: string;
  requestedFromName: string;
  status: 'pending' | 'accepted' | 'declined' | 'expired';
  createdAt: string;
}

export const SNOOZE_DAYS = 1;
/** Body of POST /api/smart-scheduling/snoozes: Remind Later. */
export const snoozeSuggestionRequestSchema = z.strictObject({ suggestionId: shortId('Suggestion') });

/** The family's coordination settings and the facts the Family Coordination tab shows. */
export interface CoordinationSettings {
  travelBufferMinutes: number;
  conflictAlerts: boolean;
  /**
   * Reminders 24 hours before each handover, while the family has a custody schedule (`scheduled`). `on`: the
   * signed-in parent's own Reminders channel (notification settings) sends them by push or email, not the bell alone.
   */
  exchangeReminders: { on: boolean; scheduled: boolean; nextAt: string | null; nextTo: string | null };
  /** The signed-in parent's weekly summary email (their own choice, the same switch as on the Profile screen). */
  weeklyDigest: boolean;
}

export const updateCoordinationSettingsSchema = z
  .strictObject({
    travelBufferMinutes: z
      .number({ error: 'Travel buffer must be a number of minutes' })
      .int('Travel buffer must be whole minutes')
      .min(TRAVEL_BUFFER.min, `Travel buffer must be ${TRAVEL_BUFFER.min} to ${TRAVEL_BUFFER.max} minutes`)
      .max(TRAVEL_BUFFER.max, `Travel buffer must be ${TRAVEL_BUFFER.min} to ${TRAVEL_BUFFER.max} minutes`)
      .optional(),
    conflictAlerts: z.boolean({ error: 'Conflict alerts must be on or off' }).optional(),
    /** The signed-in parent's own switches (notification preferences), not the family's. */
    exchangeReminders: z.boolean({ error: 'Exchange reminders must be on or off' }).optional(),
    weeklyDigest: z.boolean({ error: 'Weekly digest must be on or off' }).optional(),
  })
  .refine((s) => Object.values(s).some((v) => v !== undefined), { message: 'Nothing to change' });
export type UpdateCoordinationSettings = z.infer<typeof updateCoordinationSettingsSchema>;
