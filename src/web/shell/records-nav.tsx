import { History } from 'lucide-react';
import { EXTRA_ROUTES } from '@common/routes';
import { SidebarGroup } from '@/components/ui/sidebar';
import { SidebarMenu } from '@/components/ui/sidebar-menu';
import { SidebarRouteItem } from './sidebar-route-item';
import { SHELL_EXTRAS_COPY } from './shell-extras-copy';

const ICONS: Record<string, typeof History> = { '/history': History };

/** The signed-in screens beyond the spec's route table (History), in their own navigation after the Primary one. */
export default function RecordsNav({ location, onNavigate }: { location: string; onNavigate: () => void }) {
  return (
    <SidebarGroup className="border-t border-sidebar-border">
      <nav aria-label={SHELL_EXTRAS_COPY.records}>
        <SidebarMenu>
          {EXTRA_ROUTES.map((route) => (
            <SidebarRouteItem
              key={route.path}
              route={route}
              icon={ICONS[route.path]}
              active={location === route.path}
              onNavigate={onNavigate}
            />
          ))}
        </SidebarMenu>
      </nav>
    </SidebarGroup>
  );
}
