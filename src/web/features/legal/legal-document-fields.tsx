import type { FieldErrors } from '@common/forms/field-errors';
import { LEGAL_DOCUMENT_TYPE_LABELS, LEGAL_DOCUMENT_TYPES, LEGAL_LIMITS, type LegalFormValues } from '@common/legal-rules';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { LEGAL_COPY } from './legal-copy';

const TYPE_OPTIONS = LEGAL_DOCUMENT_TYPES.map((type) => ({ value: type, label: LEGAL_DOCUMENT_TYPE_LABELS[type] }));

interface LegalDocumentFieldsProps {
  id: string;
  values: LegalFormValues;
  errors: Partial<FieldErrors>;
  onChange: (field: keyof LegalFormValues, value: string) => void;
}

/** The document's title, type and period. */
export function LegalDocumentFields({ id, values, errors, onChange }: LegalDocumentFieldsProps) {
  const set = (field: keyof LegalFormValues) => (e: { target: { value: string } }) => onChange(field, e.target.value);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${id}-title`} label={LEGAL_COPY.title} error={errors.title} className="sm:col-span-2">
        <Input
          value={values.title}
          onChange={set('title')}
          maxLength={LEGAL_LIMITS.title}
          placeholder={LEGAL_COPY.titlePlaceholder}
          required
        />
      </FormField>
      <FormField id={`${id}-type`} label={LEGAL_COPY.documentType} error={errors.documentType} className="sm:col-span-2">
        <Select
          value={values.documentType}
          options={TYPE_OPTIONS}
          onValueChange={(documentType) => onChange('documentType', documentType)}
          placeholder={LEGAL_COPY.documentTypePlaceholder}
        />
      </FormField>
      <FormField id={`${id}-start`} label={LEGAL_COPY.startDate} error={errors.startDate}>
        <Input type="date" value={values.startDate} onChange={set('startDate')} required />
      </FormField>
      <FormField id={`${id}-end`} label={LEGAL_COPY.endDate} error={errors.endDate}>
        <Input type="date" value={values.endDate} min={values.startDate || undefined} onChange={set('endDate')} required />
      </FormField>
    </div>
  );
}

/** The parent's own statement, printed in the report. */
export function LegalContentField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={`${id}-content`} label={LEGAL_COPY.content} error={error}>
      <Textarea
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={LEGAL_LIMITS.content}
        placeholder={LEGAL_COPY.contentPlaceholder}
      />
    </FormField>
  );
}
