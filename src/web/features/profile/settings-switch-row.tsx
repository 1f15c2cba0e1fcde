import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** One labelled on/off setting with its explanation, in a bordered list of settings. */
export function SettingsSwitchRow(props: {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 p-4">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-help`} className="text-sm text-muted-foreground">
          {props.help}
        </p>
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${props.id}-help`}
        onCheckedChange={props.onChange}
      />
    </div>
  );
}
