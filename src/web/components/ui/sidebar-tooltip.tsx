import type { ReactElement, ReactNode } from 'react';
import { SidebarTooltipsReady } from './sidebar-context';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/**
 * Loaded lazily (Radix Tooltip is heavy) and only once the sidebar is icon-only, where the labels
 * are hidden and tooltips name the icons. One provider for the menu keeps the 300 ms skip delay.
 */
export default function SidebarTooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <SidebarTooltipsReady.Provider value={true}>{children}</SidebarTooltipsReady.Provider>
    </TooltipProvider>
  );
}

export function SidebarMenuTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {content}
      </TooltipContent>
    </Tooltip>
  );
}
