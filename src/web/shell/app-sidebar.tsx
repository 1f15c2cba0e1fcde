import { useLocation } from 'wouter';
import { APP_ROUTES, EXTRA_ROUTES } from '@common/routes';
import { Sidebar, SidebarContent, SidebarGroup, SidebarHeader } from '@/components/ui/sidebar';
import { useSidebar } from '@/components/ui/sidebar-context';
import { SidebarMenu } from '@/components/ui/sidebar-menu';
import { SidebarRouteItem } from './sidebar-route-item';
import { SidebarUser } from './sidebar-user';

/**
 * All routes of the route table in the Primary navigation, then the screens beyond it (History) in
 * their own; the current one is highlighted and marked aria-current="page".
 */
export function AppSidebar() {
  const [location] = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const closeMobile = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar label="Main navigation">
      <SidebarHeader className="h-14 justify-center border-b border-sidebar-border">
        <SidebarUser onNavigate={closeMobile} />
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <nav aria-label="Primary">
            <SidebarMenu>
              {APP_ROUTES.map((route) => (
                <SidebarRouteItem key={route.path} route={route} active={location === route.path} onNavigate={closeMobile} />
              ))}
            </SidebarMenu>
          </nav>
        </SidebarGroup>
        <SidebarGroup className="border-t border-sidebar-border">
          <nav aria-label="Records">
            <SidebarMenu>
              {EXTRA_ROUTES.map((route) => (
                <SidebarRouteItem key={route.path} route={route} active={location === route.path} onNavigate={closeMobile} />
              ))}
            </SidebarMenu>
          </nav>
        </SidebarGroup>
      </SidebarContent>
    </Sidebar>
  );
}
