import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { TIMELINE_COPY } from './timeline-copy';

/** The 'Private entry' switch with its hint. */
export function PrivateEntrySwitch({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div data-testid="private-entry-row" className="flex min-h-10 items-center gap-3">
      <Switch
        id={id}
        // A 40px tap target around the 24px switch.
        className="relative after:absolute after:-inset-2 after:content-['']"
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{TIMELINE_COPY.privateEntry}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {TIMELINE_COPY.privateHint}
        </p>
      </div>
    </div>
  );
}
