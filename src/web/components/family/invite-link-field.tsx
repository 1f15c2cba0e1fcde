import { Copy, Share2 } from 'lucide-react';
import { useId } from 'react';
import { COPY } from '@common/copy';
import { PRODUCT_NAME } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { formatLongDate } from '@/lib/format-long-date';
import { INVITE_COPY } from './invite-copy';

/** A pending invitation's join link, to copy or share with the co-parent for as long as it is pending. */
export function InviteLinkField({ invitation }: { invitation: { email: string; expiresAt: string; link: string } }) {
  const id = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      toast({ title: COPY.toast.linkCopied, description: INVITE_COPY.sendIt(invitation.email) });
    } catch {
      toast({ title: INVITE_COPY.copyFailed, description: INVITE_COPY.copyFailedText, variant: 'destructive' });
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: INVITE_COPY.shareTitle(PRODUCT_NAME),
        text: INVITE_COPY.shareText(PRODUCT_NAME),
        url: invitation.link,
      });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };

  return (
    <div className="grid min-w-0 gap-2 rounded-lg border bg-muted/40 p-4">
      <Label htmlFor={`${id}-link`}>{INVITE_COPY.linkFor(invitation.email)}</Label>
      <Input id={`${id}-link`} readOnly value={invitation.link} onFocus={(e) => e.currentTarget.select()} className="font-mono" />
      <p className="text-xs text-muted-foreground">{INVITE_COPY.validUntil(formatLongDate(invitation.expiresAt))}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {INVITE_COPY.copyLink}
        </Button>
        {canShare && (
          <Button size="sm" variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            {INVITE_COPY.share}
          </Button>
        )}
      </div>
    </div>
  );
}
