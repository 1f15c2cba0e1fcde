import { Link } from 'wouter';
import { useAuth } from '@/lib/use-auth';

/** Who is signed in, at the top of the sidebar; links to the profile. Icon-only: the initials. */
export function SidebarUser({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useAuth();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Link
      href="/profile"
      onClick={onNavigate}
      className="flex min-w-0 items-center gap-3 rounded-md p-1 hover:bg-sidebar-accent focus-visible:outline-2 focus-visible:outline-ring group-data-[collapsible=icon]:justify-center"
    >
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        aria-hidden="true"
      >
        {initials || '?'}
      </span>
      <span className="grid min-w-0 leading-tight group-data-[collapsible=icon]:sr-only">
        <span className="truncate text-sm font-semibold">{name}</span>
        <span className="truncate text-xs text-sidebar-foreground/70">{user.email}</span>
      </span>
    </Link>
  );
}
