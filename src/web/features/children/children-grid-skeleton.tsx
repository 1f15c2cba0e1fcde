import { Skeleton } from '@/components/ui/skeleton';
import { CHILD_COPY } from './child-copy';

export function ChildrenGridSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2 2xl:grid-cols-3" role="status" aria-label={CHILD_COPY.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-4 rounded-xl border p-6">
          <div className="flex items-center gap-4">
            <Skeleton className="size-16 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-24" />
          <Skeleton className="h-10" />
        </div>
      ))}
    </div>
  );
}
