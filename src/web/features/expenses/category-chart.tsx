import { CATEGORY_LABELS } from '@common/expenses/expense-rules';
import type { ExpenseBalance } from '@common/schemas/expenses';
import { EXPENSE_COPY } from './expense-copy';
import { viewerFormat } from '@/lib/viewer-format';

const ROW = 30;
const LABEL_WIDTH = 92;
const AMOUNT_WIDTH = 80;
const WIDTH = 320;

const labelOf = (category: ExpenseBalance['byCategory'][number]['category']) =>
  category ? CATEGORY_LABELS[category] : EXPENSE_COPY.uncategorized;

/** Spending by category as horizontal bars (hand-drawn SVG); screen readers get the same figures in the label. */
export function CategoryChart({ byCategory, periodLabel }: { byCategory: ExpenseBalance['byCategory']; periodLabel: string }) {
  if (byCategory.length === 0) return <p className="text-sm text-muted-foreground">{EXPENSE_COPY.noSpending(periodLabel)}</p>;
  const max = Math.max(...byCategory.map((c) => c.amountCents));
  const barSpace = WIDTH - LABEL_WIDTH - AMOUNT_WIDTH;
  const summary = byCategory.map((c) => `${labelOf(c.category)} ${viewerFormat.money(c.amountCents)}`).join(', ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${byCategory.length * ROW}`}
      role="img"
      aria-label={EXPENSE_COPY.chartLabel(periodLabel, summary)}
      className="block h-auto w-full max-w-sm"
    >
      {byCategory.map((c, i) => {
        const y = i * ROW;
        const width = Math.max(2, (c.amountCents / max) * barSpace);
        return (
          <g key={c.category ?? 'none'}>
            <text x={0} y={y + ROW / 2} dominantBaseline="middle" className="fill-foreground" fontSize={13}>
              {labelOf(c.category)}
            </text>
            <rect x={LABEL_WIDTH} y={y + 6} width={width} height={ROW - 12} rx={4} className="fill-primary" />
            <text
              x={LABEL_WIDTH + width + 6}
              y={y + ROW / 2}
              dominantBaseline="middle"
              className="fill-muted-foreground tabular-nums"
              fontSize={13}
            >
              {viewerFormat.money(c.amountCents)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
