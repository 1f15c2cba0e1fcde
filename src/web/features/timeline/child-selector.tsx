import type { Child } from '@common/schemas/children';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { TIMELINE_COPY } from './timeline-copy';

interface ChildSelectorProps {
  id: string;
  children: Child[];
  value: string | null;
  onChange: (childId: string) => void;
}

/** Whose timeline to show (SPEC.md section 2: a selected child is needed to load it and to add entries; the first is chosen until another is). */
export function ChildSelector({ id, children, value, onChange }: ChildSelectorProps) {
  return (
    <div className="grid gap-2 sm:flex sm:items-center sm:gap-3">
      <Label htmlFor={id}>{TIMELINE_COPY.child}</Label>
      <Select
        id={id}
        className="sm:w-64"
        value={value ?? undefined}
        options={children.map((child) => ({ value: child.id, label: child.name }))}
        onValueChange={onChange}
        placeholder={TIMELINE_COPY.chooseChild}
      />
    </div>
  );
}
