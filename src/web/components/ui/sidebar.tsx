import { PanelLeft } from 'lucide-react';
import type { ComponentProps } from 'react';
import { COPY } from '@common/copy';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { useSidebar } from './sidebar-context';
import { lazyAfterFirstPaint } from '@/lib/lazy-after-paint';

/** Below 768px the sidebar is a Radix Dialog sheet, loaded only on phones. */
const SidebarSheet = lazyAfterFirstPaint(() => import('./sidebar-sheet'));

/** The collapsible sidebar: fixed column on desktop (expanded or icon-only), slide-in sheet below 768px. */
export function Sidebar({ className, children, label, ...props }: ComponentProps<'div'> & { label: string }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <SidebarSheet label={label} open={openMobile} onOpenChange={setOpenMobile}>
        {children}
      </SidebarSheet>
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-slot="sidebar"
    >
      <div className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <aside
        aria-label={label}
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r border-sidebar-border transition-[width] duration-200 ease-linear md:flex group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
        {...props}
      >
        <div data-sidebar="sidebar" className="flex h-full w-full flex-col bg-sidebar">
          {children}
        </div>
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-sidebar="trigger"
      variant="ghost"
      aria-label={COPY.shell.toggleSidebar}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      size="icon-sm"
      className={className}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
      <span className="sr-only">{COPY.shell.toggleSidebar}</span>
    </Button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="sidebar-inset" className={cn('relative flex min-h-svh min-w-0 flex-1 flex-col bg-background', className)} {...props} />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-sidebar="header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-sidebar="content"
      className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-x-hidden', className)}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-sidebar="group" className={cn('relative flex w-full min-w-0 flex-col p-2', className)} {...props} />;
}
