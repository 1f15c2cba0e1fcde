import { useCallback, useEffect, useMemo, useState, type ComponentProps, type CSSProperties } from 'react';
import { SIDEBAR } from '@common/constants';
import { readSidebarCookie, sidebarCookieValue } from '@/lib/sidebar-cookie';
import { useIsMobile } from '@/lib/use-mobile';
import { cn } from '@/lib/utils';
import { SidebarContext, type SidebarContextValue } from './sidebar-context';

/** Holds the sidebar state: saved in a cookie, toggled by Ctrl/Cmd+B, a sheet below 768px. */
export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: ComponentProps<'div'> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() =>
    typeof document === 'undefined' ? defaultOpen : readSidebarCookie(document.cookie, defaultOpen),
  );

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookieValue(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR.keyboardShortcut && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({ state: open ? 'expanded' : 'collapsed', open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  const widths = { '--sidebar-width': SIDEBAR.width, '--sidebar-width-icon': SIDEBAR.widthIcon } as CSSProperties;

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={{ ...widths, ...style }}
        className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}
