import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardTitle } from '@/components/ui/card';

/** A card's title led by its icon, as the dashboard, profile and wellness cards show it. */
export function IconCardTitle({ icon: Icon, id, children }: { icon: LucideIcon; id?: string; children: ReactNode }) {
  return (
    <CardTitle id={id} className="flex items-center gap-2">
      <Icon className="size-5 text-primary" aria-hidden="true" />
      {children}
    </CardTitle>
  );
}
