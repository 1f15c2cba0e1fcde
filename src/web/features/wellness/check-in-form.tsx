import { useId, useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import { SCREEN_COPY } from '@common/screen-copy';
import {
  DEFAULT_EXERCISE_MINUTES,
  DEFAULT_SLEEP_HOURS,
  EXERCISE_MINUTES_CHOICES,
  MIN_ENTRY_DATE,
  SLEEP_HOURS_CHOICES,
  WELLNESS_LIMITS,
  WELLNESS_SCORE,
  wellnessFormProblems,
} from '@common/wellness-rules';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorFields, errorMessage } from '@/lib/api';
import { todayLocal } from './dates';
import { ListField } from './list-field';
import { ScoreField } from './score-field';
import { useLogCheckIn } from './use-wellness';

const TRIGGER_SUGGESTIONS = ['Custody handoff', 'Schedule change', 'Co-parent message', 'Work', 'Money', 'Poor sleep'];
const COPING_SUGGESTIONS = ['Walk', 'Deep breathing', 'Talked to a friend', 'Music', 'Journaling', 'Time outside'];

const initialValues = () => ({
  moodScore: WELLNESS_SCORE.default as number,
  stressLevel: WELLNESS_SCORE.default as number,
  communicationRating: WELLNESS_SCORE.default as number,
  sleepHours: DEFAULT_SLEEP_HOURS as number,
  exerciseMinutes: DEFAULT_EXERCISE_MINUTES as number,
  notes: '',
  triggers: [] as string[],
  copingStrategies: [] as string[],
  entryDate: todayLocal(),
});
type Values = ReturnType<typeof initialValues>;

const serverFields = (error: unknown): Partial<Record<string, string>> => errorFields(error);

/** The 'Log Check-in' form of SPEC.md sections 2 and 5; the parent mounts it fresh each time it opens. */
export function CheckInForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const log = useLogCheckIn();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = wellnessFormProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError('Please correct the fields marked below.');
      return;
    }
    setFormError(null);
    log.mutate(
      { ...values, notes: values.notes.trim() || null },
      {
        onSuccess: () => {
          toast({ title: COPY.toast.success, description: SCREEN_COPY.wellness.entryLogged });
          onDone();
        },
        onError: (error) => {
          setErrors(serverFields(error));
          setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{SCREEN_COPY.wellness.logCheckIn}</CardTitle>
        <CardDescription>How are you today? Only you can see your check-ins.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
          <div className="grid gap-5 md:grid-cols-3">
            <ScoreField label="Mood" low="very low" high="great" value={values.moodScore} onChange={set('moodScore')} />
            <ScoreField label="Stress Level" low="calm" high="very stressed" value={values.stressLevel} onChange={set('stressLevel')} />
            <ScoreField
              label="Communication"
              low="very hard"
              high="very smooth"
              value={values.communicationRating}
              onChange={set('communicationRating')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-date`}>Date</Label>
              <Input
                id={`${id}-date`}
                type="date"
                value={values.entryDate}
                min={MIN_ENTRY_DATE}
                max={todayLocal()}
                onChange={(e) => set('entryDate')(e.target.value)}
                aria-invalid={errors.entryDate ? true : undefined}
                aria-describedby={errors.entryDate ? `${id}-date-error` : undefined}
              />
              {errors.entryDate && (
                <p id={`${id}-date-error`} className="text-xs text-destructive">
                  {errors.entryDate}
                </p>
              )}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-sleep`}>Sleep (hours)</Label>
              <Select value={String(values.sleepHours)} onValueChange={(v) => set('sleepHours')(Number(v))}>
                <SelectTrigger id={`${id}-sleep`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SLEEP_HOURS_CHOICES.map((h) => (
                    <SelectItem key={h} value={String(h)}>
                      {h} hours
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-exercise`}>Exercise (minutes)</Label>
              <Select value={String(values.exerciseMinutes)} onValueChange={(v) => set('exerciseMinutes')(Number(v))}>
                <SelectTrigger id={`${id}-exercise`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EXERCISE_MINUTES_CHOICES.map((m) => (
                    <SelectItem key={m} value={String(m)}>
                      {m === 0 ? 'None' : `${m} minutes`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <ListField
              label="Triggers"
              itemName="trigger"
              placeholder="What made today harder?"
              suggestions={TRIGGER_SUGGESTIONS}
              value={values.triggers}
              onChange={set('triggers')}
              error={errors.triggers}
            />
            <ListField
              label="Coping strategies"
              itemName="coping strategy"
              placeholder="What helped?"
              suggestions={COPING_SUGGESTIONS}
              value={values.copingStrategies}
              onChange={set('copingStrategies')}
              error={errors.copingStrategies}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
            <Textarea
              id={`${id}-notes`}
              rows={3}
              value={values.notes}
              maxLength={WELLNESS_LIMITS.notes}
              onChange={(e) => set('notes')(e.target.value)}
              placeholder="Anything you want to remember about today…"
              aria-invalid={errors.notes ? true : undefined}
            />
            {errors.notes && <p className="text-xs text-destructive">{errors.notes}</p>}
          </div>
          {formError && (
            <p role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
              {formError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={log.isPending}>
              {log.isPending ? 'Saving…' : 'Save Check-in'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
