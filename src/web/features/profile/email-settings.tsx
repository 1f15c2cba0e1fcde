import { useId } from 'react';
import { EMAIL_KINDS } from '@common/email-kinds';
import type { EmailPreferences, UpdateEmailPreferences } from '@common/schemas/email-preferences';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useEmailPreferences, useUpdateEmailPreferences } from './use-email-preferences';
import { PROFILE_COPY } from './profile-copy';

const TEXT = PROFILE_COPY.notifications.email;
type Switchable = keyof UpdateEmailPreferences;

function SwitchRow(props: {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 p-4">
      <div className="grid gap-1">
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

/** The email switches of the notification settings: one per kind of email, and the opt-in to message text. */
export function EmailSettings() {
  const id = useId();
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  if (preferences.isError) return <p className="text-sm text-destructive">{TEXT.loadFailed}</p>;
  const saved = preferences.data;
  if (!saved) return null;
  // While a switch saves, it shows where it is going.
  const shown: EmailPreferences = update.isPending && update.variables ? { ...saved, ...update.variables } : saved;
  const change = (key: Switchable, on: boolean) =>
    update.mutate(
      { [key]: on },
      {
        onSuccess: () => toast({ title: TEXT.saved }),
        onError: (error) => toast({ title: TEXT.saveFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          {TEXT.heading}
        </h3>
        <p className="text-sm text-muted-foreground">{TEXT.description}</p>
      </div>
      {!saved.mailConfigured && <p className="rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">{TEXT.notConfigured}</p>}
      <div className="divide-y rounded-lg border">
        {EMAIL_KINDS.map((kind) => (
          <SwitchRow
            key={kind}
            id={`${id}-${kind}`}
            label={TEXT.kinds[kind].label}
            help={TEXT.kinds[kind].help}
            checked={shown[kind]}
            disabled={update.isPending}
            onChange={(on) => change(kind, on)}
          />
        ))}
        <SwitchRow
          id={`${id}-message-text`}
          label={TEXT.messageText}
          help={TEXT.messageTextHelp}
          checked={shown.messageText}
          disabled={update.isPending || !shown.message}
          onChange={(on) => change('messageText', on)}
        />
      </div>
    </section>
  );
}
