import { Copy, Share2 } from 'lucide-react';
import { useId } from 'react';
import { COPY } from '@common/copy';
import { PRODUCT_NAME } from '@common/constants';
import type { CreatedInvitation } from '@common/schemas/family';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { formatLongDate } from './format';

/** The new invitation's link, to copy or share with the co-parent. */
export function CreatedInviteLink({ invitation }: { invitation: CreatedInvitation }) {
  const id = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      toast({ title: COPY.toast.linkCopied, description: `Send it to ${invitation.email}.` });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: `Join me on ${PRODUCT_NAME}`,
        text: `I've invited you to our family space on ${PRODUCT_NAME}.`,
        url: invitation.link,
      });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };

  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-4">
      <Label htmlFor={`${id}-link`}>Invite link for {invitation.email}</Label>
      <Input id={`${id}-link`} readOnly value={invitation.link} onFocus={(e) => e.currentTarget.select()} className="font-mono" />
      <p className="text-xs text-muted-foreground">
        Valid until {formatLongDate(invitation.expiresAt)}. Anyone with this link can join your family, so share it only with your
        co-parent.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy Link
        </Button>
        {canShare && (
          <Button size="sm" variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
        )}
      </div>
    </div>
  );
}
