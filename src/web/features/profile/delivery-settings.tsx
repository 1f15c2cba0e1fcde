import { useId } from 'react';
import { DELIVERY_CHANNELS, type DeliveryChannel } from '@common/delivery-channels';
import type { NotificationPreferences, UpdateNotificationPreferences } from '@common/schemas/notification-preferences';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { browserTimeZone } from './browser-time-zone';
import { PROFILE_COPY } from './profile-copy';
import { QuietHoursSettings } from './quiet-hours-settings';
import { SettingsSwitchRow } from './settings-switch-row';
import { useNotificationPreferences, useUpdateNotificationPreferences } from './use-notification-preferences';

const TEXT = PROFILE_COPY.notifications.delivery;
const OPTIONS = DELIVERY_CHANNELS.map((channel) => ({ value: channel, label: TEXT.channels[channel] }));
type Channels = NotificationPreferences['channels'];

/** The rows parents see: 'Schedule and swaps' sets the swap and schedule kinds together. */
const ROWS: { row: keyof typeof TEXT.kinds; kinds: (keyof Channels)[] }[] = [
  { row: 'message', kinds: ['message'] },
  { row: 'schedule', kinds: ['schedule', 'swap'] },
  { row: 'expense', kinds: ['expense'] },
  { row: 'reminder', kinds: ['reminder'] },
];
const isChannel = (value: string): value is DeliveryChannel => (DELIVERY_CHANNELS as readonly string[]).includes(value);
const emails = (channel: DeliveryChannel) => channel === 'both' || channel === 'email';

function ChannelRow(props: {
  id: string;
  row: keyof typeof TEXT.kinds;
  value: DeliveryChannel;
  disabled: boolean;
  onChange: (c: DeliveryChannel) => void;
}) {
  const { id, row } = props;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <Label htmlFor={id}>{TEXT.kinds[row].label}</Label>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {TEXT.kinds[row].help}
        </p>
      </div>
      <Select
        id={id}
        className="w-32"
        aria-describedby={`${id}-help`}
        value={props.value}
        options={OPTIONS}
        disabled={props.disabled}
        onValueChange={(value) => isChannel(value) && props.onChange(value)}
      />
    </div>
  );
}

/** Per kind: push, email, both or none; the message text and bundling of emails; quiet hours. */
export function DeliverySettings() {
  const id = useId();
  const preferences = useNotificationPreferences();
  const { save, isPending } = useUpdateNotificationPreferences();
  if (preferences.isError) return <p className="text-sm text-destructive">{TEXT.loadFailed}</p>;
  const saved = preferences.data;
  if (!saved) return null;
  const setChannel = (kinds: (keyof Channels)[], channel: DeliveryChannel) => {
    const channels: UpdateNotificationPreferences['channels'] = {};
    for (const kind of kinds) channels[kind] = channel;
    save({ channels });
  };
  const messageEmails = emails(saved.channels.message);
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
        {ROWS.map(({ row, kinds }) => (
          <ChannelRow
            key={row}
            id={`${id}-${row}`}
            row={row}
            value={saved.channels[kinds[0] ?? 'message']}
            disabled={isPending}
            onChange={(channel) => setChannel(kinds, channel)}
          />
        ))}
        <SettingsSwitchRow
          id={`${id}-bundle`}
          label={TEXT.bundle}
          help={TEXT.bundleHelp}
          checked={saved.bundleMessages}
          disabled={isPending || !messageEmails}
          onChange={(on) => save({ bundleMessages: on })}
        />
        <SettingsSwitchRow
          id={`${id}-message-text`}
          label={TEXT.messageText}
          help={TEXT.messageTextHelp}
          checked={saved.messageText}
          disabled={isPending || !messageEmails}
          onChange={(on) => save({ messageText: on })}
        />
        <SettingsSwitchRow
          id={`${id}-weekly-summary`}
          label={TEXT.weeklySummary}
          help={TEXT.weeklySummaryHelp}
          checked={saved.weeklySummary}
          disabled={isPending}
          // Sunday 6 PM on the parent's own clock: their browser's zone is kept unless quiet hours already gave one.
          onChange={(on) =>
            save({ weeklySummary: on, ...(on && !saved.quietHours.timeZone ? { quietHours: { timeZone: browserTimeZone() } } : {}) })
          }
        />
      </div>
      <QuietHoursSettings saved={saved.quietHours} disabled={isPending} save={save} />
    </section>
  );
}
