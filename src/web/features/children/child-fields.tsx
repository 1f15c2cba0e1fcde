import { viewerFormat } from '@/lib/viewer-format';
import { CHILD_LIMITS, MIN_BIRTH_DATE, type ChildFormValues } from '@common/child-rules';
import type { FieldErrors } from '@common/forms/field-errors';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CHILD_COPY } from './child-copy';

interface ChildFieldsProps {
  id: string;
  values: ChildFormValues;
  errors: Partial<FieldErrors>;
  onChange: (field: keyof ChildFormValues, value: string) => void;
}

/** The child's name, birth date, school, grade, emergency contact and notes. */
export function ChildFields({ id, values, errors, onChange }: ChildFieldsProps) {
  const field = (name: keyof ChildFormValues) => `${id}-${name}`;
  const set = (name: keyof ChildFormValues) => (e: { target: { value: string } }) => onChange(name, e.target.value);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={field('name')} label={CHILD_COPY.name} error={errors.name}>
        <Input value={values.name} onChange={set('name')} maxLength={CHILD_LIMITS.name} autoComplete="off" required />
      </FormField>
      <FormField id={field('birthDate')} label={CHILD_COPY.birthDate} error={errors.birthDate}>
        <Input type="date" value={values.birthDate} onChange={set('birthDate')} min={MIN_BIRTH_DATE} max={viewerFormat.today()} required />
      </FormField>
      <FormField id={field('school')} label={CHILD_COPY.school} error={errors.school}>
        <Input value={values.school} onChange={set('school')} maxLength={CHILD_LIMITS.school} />
      </FormField>
      <FormField id={field('grade')} label={CHILD_COPY.grade} error={errors.grade}>
        <Input value={values.grade} onChange={set('grade')} maxLength={CHILD_LIMITS.grade} placeholder={CHILD_COPY.gradePlaceholder} />
      </FormField>
      <FormField
        id={field('emergencyContact')}
        label={CHILD_COPY.emergencyContact}
        error={errors.emergencyContact}
        className="sm:col-span-2"
      >
        <Input
          value={values.emergencyContact}
          onChange={set('emergencyContact')}
          maxLength={CHILD_LIMITS.emergencyContact}
          placeholder={CHILD_COPY.emergencyContactPlaceholder}
        />
      </FormField>
      <FormField id={field('notes')} label={CHILD_COPY.notes} error={errors.notes} className="sm:col-span-2">
        <Textarea value={values.notes} onChange={set('notes')} maxLength={CHILD_LIMITS.notes} placeholder={CHILD_COPY.notesPlaceholder} />
      </FormField>
    </div>
  );
}
