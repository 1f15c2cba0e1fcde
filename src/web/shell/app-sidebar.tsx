import { SHELL_COPY } from '@/shell/shell-copy';
import { Sidebar, SidebarHeader } from '@/components/ui/sidebar';
import { lazyAfterFirstPaint } from '@/lib/lazy-after-paint';

/**
 * The navigation (sixteen routes, their icons, the user menu) loads right after first paint: the screen's own
 * content comes first. The sidebar's column and its header row are drawn at once, so nothing moves when it lands.
 */
const SidebarNav = lazyAfterFirstPaint(() => import('./sidebar-nav'));

export function AppSidebar() {
  return (
    <Sidebar label={SHELL_COPY.mainNavigation}>
      <SidebarNav placeholder={<SidebarHeader className="h-14 border-b border-sidebar-border" />} />
    </Sidebar>
  );
}
