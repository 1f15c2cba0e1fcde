import { viewerFormat } from '@/lib/viewer-format';
import { monthLabel } from './media-dates';
import type { MonthCount } from './media-insights';
import { MEDIA_COPY } from './media-copy';

const WIDTH = 600;
const HEIGHT = 180;
const BASELINE = 150;

/** A bar per month, drawn in SVG; the label describes every bar for screen readers. */
export function MonthChart({ months }: { months: MonthCount[] }) {
  const max = Math.max(1, ...months.map((m) => m.count));
  const slot = WIDTH / months.length;
  const summary = months.map((m) => MEDIA_COPY.monthCount(monthLabel(m.year, m.month), m.count)).join(', ');
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={MEDIA_COPY.byMonthLabel(summary)} className="h-auto w-full">
      {months.map((m, i) => {
        const height = (m.count / max) * (BASELINE - 20);
        const x = i * slot + slot * 0.2;
        return (
          <g key={`${m.year}-${m.month}`}>
            <rect x={x} y={BASELINE - height} width={slot * 0.6} height={height} rx={3} className="fill-primary" />
            {m.count > 0 && (
              <text x={x + slot * 0.3} y={BASELINE - height - 6} textAnchor="middle" className="fill-foreground text-[18px]">
                {m.count}
              </text>
            )}
            <text x={x + slot * 0.3} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground text-[18px]">
              {viewerFormat.monthInitial(`${m.year}-${String(m.month).padStart(2, '0')}`)}
            </text>
          </g>
        );
      })}
      <line x1={0} x2={WIDTH} y1={BASELINE} y2={BASELINE} className="stroke-border" />
    </svg>
  );
}
