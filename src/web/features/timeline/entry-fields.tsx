import { viewerFormat } from '@/lib/viewer-format';
import type { FieldErrors } from '@common/forms/field-errors';
import { TIMELINE_LIMITS } from '@common/timeline-rules';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TIMELINE_COPY } from './timeline-copy';
import { TypeField } from './type-field';
import type { useEntryForm } from './use-entry-form';

interface EntryFieldsProps {
  id: string;
  form: ReturnType<typeof useEntryForm>;
  errors: Partial<FieldErrors>;
  clearError: (field: string) => void;
}

/** The entry's title, date, description, type and tags. */
export function EntryFields({ id, form, errors, clearError }: EntryFieldsProps) {
  const { values } = form;
  const field = (name: string) => `${id}-${name}`;
  const edit = (name: string, apply: (value: string) => void) => (e: { target: { value: string } }) => {
    clearError(name);
    apply(e.target.value);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={field('title')} label={TIMELINE_COPY.title} error={errors.title}>
        <Input
          value={values.title}
          onChange={edit('title', form.setText('title'))}
          maxLength={TIMELINE_LIMITS.title}
          autoComplete="off"
          required
        />
      </FormField>
      <FormField id={field('date')} label={TIMELINE_COPY.date} error={errors.eventDate}>
        <Input type="date" value={values.eventDate} onChange={edit('eventDate', form.setDate)} max={viewerFormat.today()} required />
      </FormField>
      <FormField id={field('description')} label={TIMELINE_COPY.description} error={errors.description} className="sm:col-span-2">
        <Textarea
          value={values.description}
          onChange={edit('description', form.setText('description'))}
          maxLength={TIMELINE_LIMITS.description}
          placeholder={TIMELINE_COPY.descriptionPlaceholder}
        />
      </FormField>
      <TypeField
        id={field('type')}
        value={values.timelineType}
        suggested={form.typeSuggested}
        error={errors.timelineType}
        onChange={form.setType}
      />
      <FormField id={field('tags')} label={TIMELINE_COPY.tags} error={errors.tags} hint={TIMELINE_COPY.tagsHint}>
        <Input
          value={values.tagsText}
          onChange={edit('tags', form.setTags)}
          placeholder={TIMELINE_COPY.tagsPlaceholder}
          autoComplete="off"
        />
      </FormField>
    </div>
  );
}
