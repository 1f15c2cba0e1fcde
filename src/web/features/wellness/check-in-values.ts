import { viewerFormat } from '@/lib/viewer-format';
import { DEFAULT_EXERCISE_MINUTES, DEFAULT_SLEEP_HOURS, WELLNESS_SCORE } from '@common/wellness-rules';

/** A fresh check-in: middle scores, the default sleep and exercise, today. */
export const initialCheckIn = () => ({
  moodScore: WELLNESS_SCORE.default as number,
  stressLevel: WELLNESS_SCORE.default as number,
  communicationRating: WELLNESS_SCORE.default as number,
  sleepHours: DEFAULT_SLEEP_HOURS as number,
  exerciseMinutes: DEFAULT_EXERCISE_MINUTES as number,
  notes: '',
  triggers: [] as string[],
  copingStrategies: [] as string[],
  entryDate: viewerFormat.today(),
});
export type CheckInValues = ReturnType<typeof initialCheckIn>;

/** The body POST /api/wellness takes: the values as they are, blank notes as none. */
export const checkInBody = (values: CheckInValues) => ({ ...values, notes: values.notes.trim() || null });
