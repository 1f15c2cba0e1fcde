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
import { PROFILE_COPY } from './profile-copy';

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
          {PROFILE_COPY.privacy.title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PROFILE_COPY.privacy.title}</DialogTitle>
          <DialogDescription>{PROFILE_COPY.privacy.description}</DialogDescription>
        </DialogHeader>
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-ai`}>{PROFILE_COPY.privacy.ai}</Label>
            <p id={`${id}-help`} className="text-sm text-muted-foreground">
              {PROFILE_COPY.privacy.aiHelp}
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
                  toast({
                    title: PROFILE_COPY.privacy.saved,
                    description: saved.aiEnabled ? PROFILE_COPY.privacy.aiOn : PROFILE_COPY.privacy.aiOff,
                  }),
                onError: (error) =>
                  toast({ title: PROFILE_COPY.privacy.saveFailed, description: errorMessage(error), variant: 'destructive' }),
              })
            }
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
