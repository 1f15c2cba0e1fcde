import type { Child } from '@common/schemas/children';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { CHILD_COPY } from './child-copy';
import { initialsOf } from './initials';

/** The child's photo, or their initials while it loads or when there is none. */
export function ChildAvatar({ child, className }: { child: Pick<Child, 'name' | 'profileImageUrl'>; className?: string }) {
  return (
    <Avatar size="lg" className={cn('size-16 text-xl', className)}>
      {child.profileImageUrl && <AvatarImage src={child.profileImageUrl} alt={CHILD_COPY.photoOf(child.name)} />}
      <AvatarFallback aria-hidden="true" className="bg-primary/10 font-semibold text-primary">
        {initialsOf(child.name)}
      </AvatarFallback>
    </Avatar>
  );
}
