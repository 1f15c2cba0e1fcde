import { Link, useLocation } from 'wouter';
import { APP_ROUTES } from '@common/routes';
import { Badge } from '@/components/ui/badge';
import { Sidebar, SidebarContent, SidebarGroup, SidebarHeader } from '@/components/ui/sidebar';
import { useSidebar } from '@/components/ui/sidebar-context';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar-menu';
import { SidebarUser } from './sidebar-user';
import { fallbackRouteIcon, ROUTE_ICONS } from './route-icons';

/** All routes of the route table; the current one is highlighted and marked aria-current="page". */
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
              {APP_ROUTES.map((route) => {
                const Icon = ROUTE_ICONS[route.path] ?? fallbackRouteIcon;
                const active = location === route.path;
                return (
                  <SidebarMenuItem key={route.path}>
                    <SidebarMenuButton asChild isActive={active} tooltip={route.title}>
                      <Link href={route.path} aria-current={active ? 'page' : undefined} onClick={closeMobile}>
                        <Icon aria-hidden="true" />
                        <span className="flex min-w-0 flex-1 items-center justify-between gap-2 group-data-[collapsible=icon]:sr-only">
                          <span className="truncate">{route.title}</span>
                          {route.aiBadge && (
                            <Badge variant="ai" size="sm" title="AI-assisted">
                              AI
                            </Badge>
                          )}
                        </span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                );
              })}
            </SidebarMenu>
          </nav>
        </SidebarGroup>
      </SidebarContent>
    </Sidebar>
  );
}
