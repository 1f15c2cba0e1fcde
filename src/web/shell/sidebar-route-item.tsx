import type { LucideIcon } from 'lucide-react';
import { SHELL_COPY } from '@/shell/shell-copy';
import { Link } from 'wouter';
import type { AppRoute } from '@common/routes';
import { Badge } from '@/components/ui/badge';
import { SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar-menu';
import { fallbackRouteIcon, ROUTE_ICONS } from './route-icons';

/** One sidebar link: highlighted and marked aria-current="page" when its path is the current one. */
export function SidebarRouteItem(props: { route: AppRoute; active: boolean; onNavigate: () => void; icon?: LucideIcon }) {
  const { route, active, onNavigate } = props;
  const Icon = props.icon ?? ROUTE_ICONS[route.path] ?? fallbackRouteIcon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={route.title}>
        <Link href={route.path} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          <Icon aria-hidden="true" />
          <span className="flex min-w-0 flex-1 items-center justify-between gap-2 group-data-[collapsible=icon]:sr-only">
            <span className="truncate">{route.title}</span>
            {route.aiBadge && (
              <Badge variant="ai" size="sm" title={SHELL_COPY.aiAssisted}>
                AI
              </Badge>
            )}
          </span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
