import { Bell } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useRecordNotificationsOn } from '@/lib/use-record-notifications-on';
import { DeliverySettings } from './delivery-settings';
import { ReminderSettings } from './reminder-settings';
import { useNotificationPermission, type PermissionState } from './use-notification-permission';
import { usePushSubscription, type PushState } from './use-push-subscription';
import { PROFILE_COPY } from './profile-copy';

const explanation: Record<PermissionState, string> = PROFILE_COPY.notifications.explanation;
const PUSH_TEXT = PROFILE_COPY.notifications.push;
const pushExplanation: Record<Exclude<PushState, 'failed'>, string> = {
  on: PUSH_TEXT.on,
  off: PUSH_TEXT.off,
  checking: PUSH_TEXT.checking,
  unsupported: PUSH_TEXT.openOnly,
};

/** `defaultOpen` when the dashboard's 'Turn on notifications' step sent the parent here. */
export function NotificationSettingsDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const id = useId();
  const { permission, request } = useNotificationPermission();
  const granted = permission === 'granted';
  const push = usePushSubscription(permission);
  const help = !granted ? explanation[permission] : push.state === 'failed' ? push.problem : pushExplanation[push.state];
  const recordOn = useRecordNotificationsOn();
  // Allowed on this device (now, or earlier): the server records that this parent turned notifications on.
  useEffect(() => {
    if (granted) recordOn().catch(() => undefined);
  }, [granted, recordOn]);
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full justify-start!">
          <Bell aria-hidden="true" />
          {PROFILE_COPY.notifications.title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PROFILE_COPY.notifications.title}</DialogTitle>
          <DialogDescription>{PROFILE_COPY.notifications.description}</DialogDescription>
        </DialogHeader>
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-browser`}>{PROFILE_COPY.notifications.browser}</Label>
            <p id={`${id}-help`} className={push.state === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
              {help}
            </p>
            {push.problem && push.state !== 'failed' ? <p className="text-sm text-destructive">{push.problem}</p> : null}
          </div>
          <Switch
            id={`${id}-browser`}
            checked={granted && push.wanted}
            disabled={permission === 'denied' || permission === 'unsupported'}
            aria-describedby={`${id}-help`}
            onCheckedChange={(checked) => {
              if (!checked) return void push.turnOff();
              push.turnOn();
              if (permission === 'default') void request();
            }}
          />
        </div>
        <ReminderSettings />
        <DeliverySettings />
      </DialogContent>
    </Dialog>
  );
}
