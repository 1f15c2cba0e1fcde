import { z } from 'zod';
import {
  cleanList,
  DEFAULT_EXERCISE_MINUTES,
  DEFAULT_SLEEP_HOURS,
  entryDateProblem,
  isExerciseMinutes,
  isScore,
  isSleepHours,
  listProblem,
  WELLNESS_LIMITS,
  WELLNESS_MESSAGES,
  type ListField,
  type ScoreField,
} from '../wellness-rules.js';

/** A wellness entry of SPEC.md section 3, as the API returns it (private to its author). */
export const wellnessEntrySchema = z.object({
  id: z.string(),
  moodScore: z.number().int(),
  stressLevel: z.number().int(),
  communicationRating: z.number().int(),
  sleepHours: z.number().int(),
  exerciseMinutes: z.number().int(),
  notes: z.string().nullable(),
  triggers: z.array(z.string()),
  copingStrategies: z.array(z.string()),
  entryDate: z.string(),
  createdAt: z.string(),
});
export type WellnessEntry = z.infer<typeof wellnessEntrySchema>;

/** A value checked by hand, so missing and wrong values get the exact messages of wellness-rules.ts. */
function checked<T>(check: (value: unknown) => { value: T } | { problem: string }) {
  // prefault: an absent key goes through the check as null, so it gets its default or its 'required' message.
  return z
    .unknown()
    .transform((raw, ctx): T => {
      const result = check(raw);
      if ('problem' in result) {
        ctx.addIssue({ code: 'custom', message: result.problem });
        return z.NEVER;
      }
      return result.value;
    })
    .prefault(null);
}

const score = (field: ScoreField) =>
  checked<number>((v) =>
    v === undefined || v === null
      ? { problem: WELLNESS_MESSAGES.scoreRequired(field) }
      : isScore(v)
        ? { value: v }
        : { problem: WELLNESS_MESSAGES.score(field) },
  );

const choice = (fallback: number, ok: (v: unknown) => boolean, message: string) =>
  checked<number>((v) => (v === undefined || v === null ? { value: fallback } : ok(v) ? { value: v as number } : { problem: message }));

const list = (field: ListField) =>
  checked<string[]>((v) => {
    if (v === undefined || v === null) return { value: [] };
    if (!Array.isArray(v) || v.some((item) => typeof item !== 'string')) return { problem: WELLNESS_MESSAGES.listType(field) };
    const items = cleanList(v as string[]);
    const problem = listProblem(field, items);
    return problem ? { problem } : { value: items };
  });

const notes = checked<string | null>((v) => {
  if (v === undefined || v === null) return { value: null };
  if (typeof v !== 'string') return { problem: WELLNESS_MESSAGES.notesText };
  const text = v.trim();
  if (text.length > WELLNESS_LIMITS.notes) return { problem: WELLNESS_MESSAGES.notesTooLong };
  return { value: text || null };
});

const entryDate = checked<string | null>((v) => {
  if (v === undefined || v === null || v === '') return { value: null };
  if (typeof v !== 'string') return { problem: WELLNESS_MESSAGES.entryDateFormat };
  const problem = entryDateProblem(v);
  return problem ? { problem } : { value: v };
});

/** Body of POST /api/wellness (SPEC.md section 7); sleep and exercise default to 8 hours and 0 minutes, the date to today. */
export const createWellnessEntryRequestSchema = z.strictObject({
  moodScore: score('moodScore'),
  stressLevel: score('stressLevel'),
  communicationRating: score('communicationRating'),
  sleepHours: choice(DEFAULT_SLEEP_HOURS, isSleepHours, WELLNESS_MESSAGES.sleepHours),
  exerciseMinutes: choice(DEFAULT_EXERCISE_MINUTES, isExerciseMinutes, WELLNESS_MESSAGES.exerciseMinutes),
  notes,
  triggers: list('triggers'),
  copingStrategies: list('copingStrategies'),
  entryDate,
});
export interface CreateWellnessEntryRequest {
  moodScore: number;
  stressLevel: number;
  communicationRating: number;
  sleepHours?: number;
  exerciseMinutes?: number;
  notes?: string | null;
  triggers?: string[];
  copingStrategies?: string[];
  entryDate?: string;
}
export type CreateWellnessEntryInput = z.output<typeof createWellnessEntryRequestSchema>;

/** SPEC.md section 7: 'great', 'okay', 'stressed', or in another place 'happy', 'neutral'. */
export const INSIGHT_MOODS = ['great', 'okay', 'stressed', 'happy', 'neutral'] as const;
export type InsightMoodInput = (typeof INSIGHT_MOODS)[number];

export const INSIGHT_MESSAGES = {
  mood: 'Mood must be great, okay, stressed, happy or neutral',
  stressLevel: WELLNESS_MESSAGES.score('stressLevel'),
} as const;

/** Body of POST /api/ai/wellness-insight. */
export const wellnessInsightRequestSchema = z.object({
  mood: z.enum(INSIGHT_MOODS, { error: INSIGHT_MESSAGES.mood }),
  stressLevel: z.custom<number>(isScore, { error: INSIGHT_MESSAGES.stressLevel }),
});

export const WELLNESS_INSIGHT_MAX = 1200;

/** The wellness insight result of SPEC.md section 3. */
export const wellnessInsightSchema = z.object({ insight: z.string().trim().min(1).max(WELLNESS_INSIGHT_MAX) });
export type WellnessInsight = z.infer<typeof wellnessInsightSchema>;
