import { DASHBOARD_COPY } from './dashboard-copy';
import type { LucideIcon } from 'lucide-react';
import { errorMessage } from '@/lib/api';

export function EmptyState({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-8 text-center text-muted-foreground">
      <Icon className="size-8 opacity-50" aria-hidden="true" />
      <p className="text-sm">{text}</p>
    </div>
  );
}

export function CardError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {errorMessage(error, DASHBOARD_COPY.loadFailed)}
    </p>
  );
}
