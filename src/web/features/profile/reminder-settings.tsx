import { useId } from 'react';
import { EVENT_REMINDER_CHOICES, type EventReminderMinutes } from '@common/reminder-choices';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { PROFILE_COPY } from './profile-copy';
import { useReminderSettings, useUpdateReminderSettings } from './use-reminder-settings';

const TEXT = PROFILE_COPY.notifications.reminders;
const OFF = 'off';
const OPTIONS = EVENT_REMINDER_CHOICES.map((minutes) => ({
  value: minutes === null ? OFF : String(minutes),
  label: minutes === null ? TEXT.choices.off : TEXT.choices[minutes],
}));
const minutesOf = (value: string): EventReminderMinutes => EVENT_REMINDER_CHOICES.find((minutes) => String(minutes) === value) ?? null;

/** How long before an event assigned to them the parent is reminded: Off, 15 minutes, 1 hour or 1 day. */
export function ReminderSettings() {
  const id = useId();
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  if (settings.isError) return <p className="text-sm text-destructive">{TEXT.loadFailed}</p>;
  if (!settings.data) return null;
  const shown = update.isPending && update.variables ? update.variables : settings.data;
  const change = (value: string) =>
    update.mutate(
      { eventReminderMinutes: value === OFF ? null : minutesOf(value) },
      {
        onSuccess: () => toast({ title: TEXT.saved }),
        onError: (error) => toast({ title: TEXT.saveFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid min-w-0 flex-1 basis-56 gap-1">
        <Label htmlFor={`${id}-lead`}>{TEXT.label}</Label>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {TEXT.help}
        </p>
      </div>
      <Select
        id={`${id}-lead`}
        className="w-44"
        aria-describedby={`${id}-help`}
        value={shown.eventReminderMinutes === null ? OFF : String(shown.eventReminderMinutes)}
        options={OPTIONS}
        disabled={update.isPending}
        onValueChange={change}
      />
    </div>
  );
}
