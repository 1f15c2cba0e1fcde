import { HeartHandshake } from 'lucide-react';
import { PRODUCT_NAME } from '@common/constants';
import { cn } from '@/lib/utils';

/** The product mark: an icon tile and the name. Shared by the landing page and the app header. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground" aria-hidden="true">
        <HeartHandshake className="size-5" />
      </span>
      <span className={cn('text-lg', compact && 'sr-only')}>{PRODUCT_NAME}</span>
    </span>
  );
}
