import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { Trend } from '@common/schemas/insights';
import { cn } from '@/lib/utils';
import { INSIGHTS_COPY } from './insights-copy';

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, stable: ArrowRight } as const;
const COLORS = { up: 'text-emerald-700 dark:text-success', down: 'text-amber-700 dark:text-warning', stable: 'text-muted-foreground' };

/** The trend arrow of a metric (up, down, stable), named for screen readers. */
export function TrendIcon({ trend, className }: { trend: Trend; className?: string }) {
  const Icon = ICONS[trend];
  return <Icon role="img" aria-label={INSIGHTS_COPY.trend[trend]} className={cn('size-5 shrink-0', COLORS[trend], className)} />;
}
