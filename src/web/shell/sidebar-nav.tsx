import { lazy, Suspense } from 'react';
import { SHELL_COPY } from '@/shell/shell-copy';
import { useLocation } from 'wouter';
import { APP_ROUTES } from '@common/routes';
import { SidebarContent, SidebarGroup, SidebarHeader } from '@/components/ui/sidebar';
import { useSidebar } from '@/components/ui/sidebar-context';
import { SidebarMenu } from '@/components/ui/sidebar-menu';
import { SidebarRouteItem } from './sidebar-route-item';
import { SidebarUser } from './sidebar-user';

/** The screens beyond the spec's route table load after first paint, keeping the first load small. */
const RecordsNav = lazy(() => import('./records-nav'));

/**
 * The sidebar's content: the signed-in user, all routes of the route table in the Primary navigation, then the
 * screens beyond it (History) in their own; the current one is highlighted and marked aria-current="page".
 */
export default function SidebarNav() {
  const [location] = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const closeMobile = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <>
      <SidebarHeader className="h-14 justify-center border-b border-sidebar-border">
        <SidebarUser onNavigate={closeMobile} />
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <nav aria-label={SHELL_COPY.primaryNavigation}>
            <SidebarMenu>
              {APP_ROUTES.map((route) => (
                <SidebarRouteItem key={route.path} route={route} active={location === route.path} onNavigate={closeMobile} />
              ))}
            </SidebarMenu>
          </nav>
        </SidebarGroup>
        <Suspense fallback={null}>
          <RecordsNav location={location} onNavigate={closeMobile} />
        </Suspense>
      </SidebarContent>
    </>
  );
}
