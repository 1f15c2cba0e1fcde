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
import { PROFILE_COPY } from './profile-copy';

/** The new invitation's link, to copy or share with the co-parent. */
export function CreatedInviteLink({ invitation }: { invitation: CreatedInvitation }) {
  const id = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      toast({ title: COPY.toast.linkCopied, description: PROFILE_COPY.invite.sendIt(invitation.email) });
    } catch {
      toast({ title: PROFILE_COPY.invite.copyFailed, description: PROFILE_COPY.invite.copyFailedText, variant: 'destructive' });
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: PROFILE_COPY.invite.shareTitle(PRODUCT_NAME),
        text: PROFILE_COPY.invite.shareText(PRODUCT_NAME),
        url: invitation.link,
      });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };

  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-4">
      <Label htmlFor={`${id}-link`}>{PROFILE_COPY.invite.linkFor(invitation.email)}</Label>
      <Input id={`${id}-link`} readOnly value={invitation.link} onFocus={(e) => e.currentTarget.select()} className="font-mono" />
      <p className="text-xs text-muted-foreground">{PROFILE_COPY.invite.validUntil(formatLongDate(invitation.expiresAt))}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {PROFILE_COPY.invite.copyLink}
        </Button>
        {canShare && (
          <Button size="sm" variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            {PROFILE_COPY.invite.share}
          </Button>
        )}
      </div>
    </div>
  );
}
