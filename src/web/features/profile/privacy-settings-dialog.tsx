import { Shield } from 'lucide-react';
import { useId } from 'react';
import type { User } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUpdateAiSetting } from './use-profile-data';

/** The AI features switch is a real, saved setting (PATCH /api/auth/settings). */
export function PrivacySettingsDialog({ user }: { user: User }) {
  const id = useId();
  const update = useUpdateAiSetting();
  const checked = update.isPending && update.variables !== undefined ? update.variables : user.aiEnabled;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full justify-start!">
          <Shield aria-hidden="true" />
          Privacy Settings
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Privacy Settings</DialogTitle>
          <DialogDescription>Your family's records are visible only to the members of your family.</DialogDescription>
        </DialogHeader>
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-ai`}>AI features</Label>
            <p id={`${id}-help`} className="text-sm text-muted-foreground">
              Tone checks, expense advice, timeline suggestions and other AI help. By default the AI runs offline on this server, so your
              words are not sent to an outside service unless the server's administrator connects one. Turn this off and Amity stops
              offering AI suggestions to you.
            </p>
          </div>
          <Switch
            id={`${id}-ai`}
            checked={checked}
            disabled={update.isPending}
            aria-describedby={`${id}-help`}
            onCheckedChange={(next) =>
              update.mutate(next, {
                onSuccess: (saved) =>
                  toast({ title: 'Settings saved', description: saved.aiEnabled ? 'AI features are on.' : 'AI features are off.' }),
                onError: (error) => toast({ title: 'Could not save', description: errorMessage(error), variant: 'destructive' }),
              })
            }
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
