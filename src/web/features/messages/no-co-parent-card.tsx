import { MessageSquare, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import type { Family } from '@common/schemas/family';
import { SCREEN_COPY } from '@common/screen-copy';
import { InviteLinkField } from '@/components/family/invite-link-field';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MESSAGES_COPY } from './messages-copy';

/**
 * Messages before the co-parent has joined: says so, instead of an empty chat, and offers the invitation:
 * the pending link to copy again, or the way to create one on Profile.
 */
export function NoCoParentCard({ family }: { family: Family }) {
  const pending = family.invitations[0];
  const copy = MESSAGES_COPY.noCoParent;
  return (
    <Card className="grid justify-items-center gap-4 px-5 py-10 text-center sm:px-10">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <MessageSquare className="size-6" aria-hidden="true" />
      </span>
      <div className="grid max-w-xl gap-2">
        <h2 className="text-lg font-semibold">{copy.title}</h2>
        <p className="text-sm text-muted-foreground">{SCREEN_COPY.messages.noConversations}</p>
        <p className="text-muted-foreground">{copy.text}</p>
      </div>
      {pending ? (
        <div className="grid w-full max-w-xl gap-3 text-left">
          <p className="text-center text-sm font-medium">{copy.invited(pending.email)}</p>
          {pending.link && <InviteLinkField invitation={{ ...pending, link: pending.link }} />}
          <Link href="/profile" className={buttonVariants({ variant: 'outline', className: 'justify-self-center' })}>
            {copy.manage}
          </Link>
        </div>
      ) : (
        <Link href="/profile?open=invite" className={buttonVariants()}>
          <UserPlus aria-hidden="true" />
          {copy.invite}
        </Link>
      )}
    </Card>
  );
}
