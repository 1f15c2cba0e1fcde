import { Link } from 'wouter';
import { PRODUCT_NAME } from '@common/constants';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { AddToHomeScreen } from './add-to-home-screen';
import { Logo } from './logo';
import { lazyAfterFirstPaint } from '@/lib/lazy-after-paint';

/** The theme menu (Radix Dropdown Menu) loads right after first paint; an empty button holds its place. */
const ThemeToggle = lazyAfterFirstPaint(() => import('./theme-toggle'));
/** The notification bell (which also opens the realtime socket) loads after first paint too. */
const NotificationBell = lazyAfterFirstPaint(() => import('./notification-bell'));

function ThemeTogglePlaceholder() {
  return <Button variant="ghost" size="icon-sm" aria-label={COPY.shell.toggleTheme} disabled />;
}

/** Sidebar toggle, product logo and the two header widgets: 'Add to Home Screen' and the theme toggle. */
export function AppHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-4">
      <SidebarTrigger />
      <div aria-hidden="true" className="mx-1 h-6 w-px bg-border" />
      <Link href="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-ring" aria-label={`${PRODUCT_NAME} dashboard`}>
        <Logo />
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <AddToHomeScreen />
        <NotificationBell placeholder={<span className="size-8" aria-hidden="true" />} />
        <ThemeToggle placeholder={<ThemeTogglePlaceholder />} />
      </div>
    </header>
  );
}
