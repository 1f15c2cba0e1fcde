import { Bell } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useNotificationPermission, type PermissionState } from './use-notification-permission';

const explanation: Record<PermissionState, string> = {
  default: 'Turn this on and your browser will ask whether Amity may show notifications on this device.',
  granted: 'This browser allows Amity notifications. To turn them off, change the notification setting for this site in your browser.',
  denied:
    'Notifications are blocked for this site. To allow them, change the notification setting for this site in your browser, then reload.',
  unsupported: 'This browser does not support notifications.',
};

export function NotificationSettingsDialog() {
  const id = useId();
  const { permission, request } = useNotificationPermission();
  const granted = permission === 'granted';
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full justify-start!">
          <Bell aria-hidden="true" />
          Notification Settings
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Notification Settings</DialogTitle>
          <DialogDescription>Choose whether this device may show notifications from Amity.</DialogDescription>
        </DialogHeader>
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-browser`}>Browser notifications</Label>
            <p id={`${id}-help`} className="text-sm text-muted-foreground">
              {explanation[permission]}
            </p>
          </div>
          <Switch
            id={`${id}-browser`}
            checked={granted}
            disabled={permission !== 'default'}
            aria-describedby={`${id}-help`}
            onCheckedChange={(checked) => {
              if (checked) void request();
            }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
