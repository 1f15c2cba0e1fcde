import { useId, useState } from 'react';
import type { NotificationPreferences, UpdateNotificationPreferences } from '@common/schemas/notification-preferences';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { browserTimeZone } from './browser-time-zone';
import { PROFILE_COPY } from './profile-copy';

const TEXT = PROFILE_COPY.notifications.quietHours;

/** Quiet hours: an on/off switch and the two times, saved when a time is left changed. */
export function QuietHoursSettings(props: {
  saved: NotificationPreferences['quietHours'];
  disabled: boolean;
  save: (change: UpdateNotificationPreferences) => void;
}) {
  const id = useId();
  const { saved, save } = props;
  const [times, setTimes] = useState({ start: saved.start, end: saved.end });
  const timeZone = browserTimeZone();
  const change = (quietHours: NonNullable<UpdateNotificationPreferences['quietHours']>) =>
    save({ quietHours: { ...quietHours, timeZone } });
  const saveTime = (field: 'start' | 'end') => {
    if (times[field] && times[field] !== saved[field]) change({ [field]: times[field] });
  };
  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-on`}>{TEXT.label}</Label>
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            {TEXT.help(saved.on && saved.timeZone ? saved.timeZone : timeZone)}
          </p>
        </div>
        <Switch
          id={`${id}-on`}
          checked={saved.on}
          disabled={props.disabled}
          aria-describedby={`${id}-help`}
          onCheckedChange={(on) => change({ on })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['start', 'end'] as const).map((field) => (
          <div key={field} className="grid min-w-0 gap-1">
            <Label htmlFor={`${id}-${field}`}>{TEXT[field]}</Label>
            <Input
              id={`${id}-${field}`}
              type="time"
              required
              value={times[field]}
              disabled={props.disabled || !saved.on}
              onChange={(event) => setTimes({ ...times, [field]: event.target.value })}
              onBlur={() => saveTime(field)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
