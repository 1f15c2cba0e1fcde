import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cleanList, splitList, WELLNESS_LIMITS } from '@common/wellness-rules';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { WELLNESS_COPY } from './wellness-copy';

interface ListFieldProps {
  label: string;
  /** 'trigger' or 'coping strategy', for the buttons' names. */
  itemName: string;
  placeholder: string;
  suggestions: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/** A list of short texts as removable chips: type and press Enter (or a comma), or tap a suggestion. */
export function ListField({ label, itemName, placeholder, suggestions, value, onChange, error }: ListFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (items: string[]) => onChange(cleanList([...value, ...items]));
  const commit = () => {
    add(splitList(draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    }
  };
  const chosen = new Set(value.map((v) => v.toLowerCase()));
  const unused = suggestions.filter((s) => !chosen.has(s.toLowerCase()));
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={WELLNESS_COPY.chosen(label)}>
          {value.map((item) => (
            <li key={item} className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-0.5 pl-3 text-sm">
              {item}
              <Button
                variant="ghost"
                size="icon-xs"
                className="relative rounded-full after:absolute after:-inset-1 after:content-['']"
                aria-label={WELLNESS_COPY.removeItem(itemName, item)}
                onClick={() => onChange(value.filter((v) => v !== item))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && commit()}
          maxLength={WELLNESS_LIMITS.listItemLength * 3}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
        />
        <Button variant="outline" size="icon" aria-label={WELLNESS_COPY.addItem(itemName)} onClick={commit} disabled={!draft.trim()}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
      {unused.length > 0 && (
        <div className="flex flex-wrap gap-1.5" role="group" aria-label={WELLNESS_COPY.suggested(label)}>
          {unused.map((s) => (
            <Button key={s} variant="outline" size="sm" className="h-10 rounded-full font-normal" onClick={() => add([s])}>
              <Plus aria-hidden="true" />
              {s}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
