import { viewerFormat } from '@/lib/viewer-format';
import type { FieldErrors } from '@common/forms/field-errors';
import { EXERCISE_MINUTES_CHOICES, MIN_ENTRY_DATE, SLEEP_HOURS_CHOICES, WELLNESS_LIMITS } from '@common/wellness-rules';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { CheckInValues } from './check-in-values';
import { ListField } from './list-field';
import { ScoreField } from './score-field';
import { WELLNESS_COPY } from './wellness-copy';

const SLEEP_OPTIONS = SLEEP_HOURS_CHOICES.map((h) => ({ value: String(h), label: WELLNESS_COPY.sleepChoice(h) }));
const EXERCISE_OPTIONS = EXERCISE_MINUTES_CHOICES.map((m) => ({ value: String(m), label: WELLNESS_COPY.exerciseChoice(m) }));

interface CheckInFieldsProps {
  id: string;
  values: CheckInValues;
  errors: Partial<FieldErrors>;
  set: <K extends keyof CheckInValues>(field: K) => (value: CheckInValues[K]) => void;
}

/** The three scores, the date, sleep and exercise, triggers and coping strategies, and notes. */
export function CheckInFields({ id, values, errors, set }: CheckInFieldsProps) {
  return (
    <>
      <div className="grid gap-5 md:grid-cols-3">
        <ScoreField {...WELLNESS_COPY.mood} value={values.moodScore} onChange={set('moodScore')} />
        <ScoreField {...WELLNESS_COPY.stress} value={values.stressLevel} onChange={set('stressLevel')} />
        <ScoreField {...WELLNESS_COPY.communication} value={values.communicationRating} onChange={set('communicationRating')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-date`} label={WELLNESS_COPY.date} error={errors.entryDate}>
          <Input
            type="date"
            value={values.entryDate}
            min={MIN_ENTRY_DATE}
            max={viewerFormat.today()}
            onChange={(e) => set('entryDate')(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-sleep`} label={WELLNESS_COPY.sleep}>
          <Select value={String(values.sleepHours)} options={SLEEP_OPTIONS} onValueChange={(v) => set('sleepHours')(Number(v))} />
        </FormField>
        <FormField id={`${id}-exercise`} label={WELLNESS_COPY.exercise}>
          <Select
            value={String(values.exerciseMinutes)}
            options={EXERCISE_OPTIONS}
            onValueChange={(v) => set('exerciseMinutes')(Number(v))}
          />
        </FormField>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ListField
          {...WELLNESS_COPY.triggers}
          suggestions={WELLNESS_COPY.triggerSuggestions}
          value={values.triggers}
          onChange={set('triggers')}
          error={errors.triggers}
        />
        <ListField
          {...WELLNESS_COPY.coping}
          suggestions={WELLNESS_COPY.copingSuggestions}
          value={values.copingStrategies}
          onChange={set('copingStrategies')}
          error={errors.copingStrategies}
        />
      </div>
      <FormField id={`${id}-notes`} label={WELLNESS_COPY.notes} error={errors.notes}>
        <Textarea
          rows={3}
          value={values.notes}
          maxLength={WELLNESS_LIMITS.notes}
          onChange={(e) => set('notes')(e.target.value)}
          placeholder={WELLNESS_COPY.notesPlaceholder}
        />
      </FormField>
    </>
  );
}
