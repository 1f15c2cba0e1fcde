import { Sparkles } from 'lucide-react';
import { TIMELINE_TYPE_LABELS, TIMELINE_TYPES, type TimelineType } from '@common/timeline-rules';
import { FormField } from '@/components/form-field';
import { Select } from '@/components/ui/select';
import { TIMELINE_COPY } from './timeline-copy';

const TYPE_OPTIONS = TIMELINE_TYPES.map((type) => ({ value: type, label: TIMELINE_TYPE_LABELS[type] }));

interface TypeFieldProps {
  id: string;
  value: TimelineType | '';
  /** The AI chose the type shown (the parent has not). */
  suggested: boolean;
  error: string | undefined;
  onChange: (type: TimelineType) => void;
}

/** The entry type select; the label names the trigger, which is the control a screen reader meets. */
export function TypeField({ id, value, suggested, error, onChange }: TypeFieldProps) {
  const hint = suggested ? (
    <span className="flex items-center gap-1">
      <Sparkles className="size-3" aria-hidden="true" />
      {TIMELINE_COPY.typeSuggested}
    </span>
  ) : undefined;
  return (
    <FormField id={id} label={TIMELINE_COPY.type} error={error} hint={hint}>
      <Select
        value={value || undefined}
        options={TYPE_OPTIONS}
        onValueChange={(v) => onChange(v as TimelineType)}
        placeholder={TIMELINE_COPY.chooseType}
      />
    </FormField>
  );
}
