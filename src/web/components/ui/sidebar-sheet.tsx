import type { CSSProperties, ReactNode } from 'react';
import { SIDEBAR } from '@common/constants';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from './sheet';

interface SidebarSheetProps {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The phone sidebar: an 18rem slide-in sheet with focus trapped inside while open. */
export default function SidebarSheet({ label, open, onOpenChange, children }: SidebarSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-sidebar="sidebar"
        data-mobile="true"
        aria-describedby={undefined}
        className="w-(--sidebar-width) max-w-[85vw] bg-sidebar text-sidebar-foreground [&_[data-sidebar=header]]:pr-12"
        style={{ '--sidebar-width': SIDEBAR.widthMobile } as CSSProperties}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>{label}</SheetTitle>
        </SheetHeader>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
