import { Sparkles } from 'lucide-react';
import { TIMELINE_TYPE_LABELS, TIMELINE_TYPES, type TimelineType } from '@common/timeline-rules';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

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
  const messageId = `${id}-message`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>Type</Label>
      <Select value={value || undefined} onValueChange={(v) => onChange(v as TimelineType)}>
        <SelectTrigger id={id} aria-invalid={error ? true : undefined} aria-describedby={error || suggested ? messageId : undefined}>
          <SelectValue placeholder="Choose a type" />
        </SelectTrigger>
        <SelectContent>
          {TIMELINE_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {TIMELINE_TYPE_LABELS[type]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error ? (
        <p id={messageId} className="text-xs text-destructive">
          {error}
        </p>
      ) : suggested ? (
        <p id={messageId} className="flex items-center gap-1 text-xs text-muted-foreground">
          <Sparkles className="size-3" aria-hidden="true" />
          Suggested by AI; choose another if it fits better.
        </p>
      ) : null}
    </div>
  );
}
