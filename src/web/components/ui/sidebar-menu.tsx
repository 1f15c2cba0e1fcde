import { Slot } from './slot';
import { lazy, Suspense, useContext, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { SidebarTooltipsReady, useSidebar } from './sidebar-context';

const SidebarTooltipProvider = lazy(() => import('./sidebar-tooltip'));
const SidebarMenuTooltip = lazy(() => import('./sidebar-tooltip').then((m) => ({ default: m.SidebarMenuTooltip })));

/** The menu list; when the sidebar is icon-only it loads the tooltips that name each icon. */
export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  const { state, isMobile } = useSidebar();
  const list = <ul data-sidebar="menu" className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
  if (state !== 'collapsed' || isMobile) return list;
  return (
    <Suspense fallback={list}>
      <SidebarTooltipProvider>{list}</SidebarTooltipProvider>
    </Suspense>
  );
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-sidebar="menu-item" className={cn('group/menu-item relative', className)} {...props} />;
}

const buttonClasses =
  'peer/menu-button flex h-10 w-full items-center gap-3 overflow-hidden rounded-md px-3 text-left text-sm outline-none transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:outline-2 focus-visible:outline-ring data-[active=true]:bg-sidebar-accent data-[active=true]:font-semibold data-[active=true]:text-sidebar-accent-foreground group-data-[collapsible=icon]:mx-auto group-data-[collapsible=icon]:size-10 group-data-[collapsible=icon]:justify-center group-data-[collapsible=icon]:p-0 [&>span:last-child]:truncate [&>svg]:size-5 [&>svg]:shrink-0';

/** A navigation entry; when the sidebar is icon-only it shows its label in a tooltip. */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip?: ReactNode }) {
  const tooltipsReady = useContext(SidebarTooltipsReady);
  const Comp = asChild ? Slot : 'button';
  const button = <Comp data-sidebar="menu-button" data-active={isActive} className={cn(buttonClasses, className)} {...props} />;
  if (!tooltip || !tooltipsReady) return button;
  return (
    <Suspense fallback={button}>
      <SidebarMenuTooltip content={tooltip}>{button}</SidebarMenuTooltip>
    </Suspense>
  );
}
