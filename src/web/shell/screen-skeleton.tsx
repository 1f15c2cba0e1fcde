import { SHELL_COPY } from '@/shell/shell-copy';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder while a screen's chunk loads. */
export function ScreenSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={SHELL_COPY.loading}>
      <div className="grid gap-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}
