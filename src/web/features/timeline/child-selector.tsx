import type { Child } from '@common/schemas/children';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface ChildSelectorProps {
  id: string;
  children: Child[];
  value: string | null;
  onChange: (childId: string) => void;
}

/** Whose timeline to show (SPEC.md section 2: a selected child is needed to load it and to add entries). */
export function ChildSelector({ id, children, value, onChange }: ChildSelectorProps) {
  return (
    <div className="grid gap-2 sm:flex sm:items-center sm:gap-3">
      <Label htmlFor={id}>Child</Label>
      <Select value={value ?? undefined} onValueChange={onChange}>
        <SelectTrigger id={id} className="sm:w-64">
          <SelectValue placeholder="Choose a child" />
        </SelectTrigger>
        <SelectContent>
          {children.map((child) => (
            <SelectItem key={child.id} value={child.id}>
              {child.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
