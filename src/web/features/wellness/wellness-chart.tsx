import { viewerFormat } from '@/lib/viewer-format';
import { useId } from 'react';
import type { WellnessEntry } from '@common/schemas/wellness';
import { formatScore } from '@common/wellness-summary';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useWidth } from '@/lib/use-width';
import { CHART_DAYS, chartSeries, seriesSummary, type ChartDay } from './chart-series';
import { addDays } from './dates';
import { WELLNESS_COPY } from './wellness-copy';

const HEIGHT = 220;
const PAD = { left: 30, right: 10, top: 10, bottom: 26 };
const Y_MAX = 12;
const Y_TICKS = [0, 2, 4, 6, 8, 10, 12];

const SERIES = [
  {
    key: 'mood',
    label: WELLNESS_COPY.chart.mood,
    stroke: 'stroke-emerald-600 dark:stroke-emerald-400',
    fill: 'fill-emerald-600 dark:fill-emerald-400',
    dash: undefined,
  },
  {
    key: 'stress',
    label: WELLNESS_COPY.chart.stress,
    stroke: 'stroke-rose-600 dark:stroke-rose-400',
    fill: 'fill-rose-600 dark:fill-rose-400',
    dash: '7 4',
  },
  {
    key: 'sleep',
    label: WELLNESS_COPY.chart.sleep,
    stroke: 'stroke-sky-600 dark:stroke-sky-400',
    fill: 'fill-sky-600 dark:fill-sky-400',
    dash: '2 4',
  },
] as const;
type SeriesKey = (typeof SERIES)[number]['key'];

function Marker({ kind, x, y, className }: { kind: SeriesKey; x: number; y: number; className: string }) {
  if (kind === 'mood') return <circle cx={x} cy={y} r={3.5} className={className} />;
  if (kind === 'stress') return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} className={className} />;
  return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y}L${x} ${y + 4.5}L${x - 4.5} ${y}Z`} className={className} />;
}

function DataTable({ days }: { days: readonly ChartDay[] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="inline-flex min-h-10 cursor-pointer items-center text-muted-foreground">
        {WELLNESS_COPY.chart.showNumbers}
      </summary>
      <div className="max-h-64 overflow-auto">
        <table className="w-full text-left tabular-nums">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-2 font-medium">
                {WELLNESS_COPY.chart.date}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {WELLNESS_COPY.chart.moodColumn}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {WELLNESS_COPY.chart.stressColumn}
              </th>
              <th scope="col" className="py-1 font-medium">
                {WELLNESS_COPY.chart.sleepColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-b last:border-b-0">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {viewerFormat.shortDate(d.date)}
                </th>
                <td className="py-1 pr-2">{formatScore(d.mood)}</td>
                <td className="py-1 pr-2">{formatScore(d.stress)}</td>
                <td className="py-1">{formatScore(d.sleep)} h</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Mood, stress and sleep over the last 30 days, drawn at the card's real width so labels stay readable on a phone. */
export function WellnessChart({ entries, today = viewerFormat.today() }: { entries: readonly WellnessEntry[]; today?: string }) {
  const id = useId();
  const { ref, width } = useWidth<HTMLDivElement>(320);
  const days = chartSeries(entries, today);
  const summary = seriesSummary(days);
  const first = addDays(today, -(CHART_DAYS - 1));
  const plotW = Math.max(60, width - PAD.left - PAD.right);
  const dayIndex = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
  const x = (date: string) => PAD.left + (dayIndex(date) / (CHART_DAYS - 1)) * plotW;
  const y = (value: number) => PAD.top + (1 - value / Y_MAX) * (HEIGHT - PAD.top - PAD.bottom);
  const xTicks = [0, 7, 14, 21, CHART_DAYS - 1].map((d) => addDays(first, d));
  const description = summary
    ? WELLNESS_COPY.chart.summary(
        days.length,
        CHART_DAYS,
        formatScore(summary.mood),
        formatScore(summary.stress),
        formatScore(summary.sleep),
      )
    : WELLNESS_COPY.chart.empty(CHART_DAYS);

  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{WELLNESS_COPY.chart.title(CHART_DAYS)}</CardTitle>
        <CardDescription>{WELLNESS_COPY.chart.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
          {SERIES.map((s) => (
            <li key={s.key} className="inline-flex items-center gap-1.5">
              <svg width="26" height="10" className="overflow-visible">
                <line x1="0" y1="5" x2="26" y2="5" strokeWidth="2" strokeDasharray={s.dash} className={s.stroke} />
                <Marker kind={s.key} x={13} y={5} className={s.fill} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
        <div ref={ref} className="w-full">
          <svg width={width} height={HEIGHT} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="block max-w-full">
            <desc id={`${id}-desc`}>{description}</desc>
            {Y_TICKS.map((t) => (
              <g key={t}>
                <line x1={PAD.left} x2={PAD.left + plotW} y1={y(t)} y2={y(t)} className="stroke-border" strokeWidth="1" />
                <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
                  {t}
                </text>
              </g>
            ))}
            {xTicks.map((date, i) => (
              <text
                key={date}
                x={x(date)}
                y={HEIGHT - 6}
                textAnchor={i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle'}
                className="fill-muted-foreground text-[11px]"
              >
                {viewerFormat.shortDate(date)}
              </text>
            ))}
            {SERIES.map((s) => (
              <g key={s.key}>
                {days.length > 1 && (
                  <polyline
                    points={days.map((d) => `${x(d.date)},${y(d[s.key])}`).join(' ')}
                    fill="none"
                    strokeWidth="2"
                    strokeLinejoin="round"
                    strokeDasharray={s.dash}
                    className={s.stroke}
                  />
                )}
                {days.map((d) => (
                  <Marker key={d.date} kind={s.key} x={x(d.date)} y={y(d[s.key])} className={s.fill} />
                ))}
              </g>
            ))}
          </svg>
        </div>
        {days.length > 0 ? <DataTable days={days} /> : <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
      </CardContent>
    </Card>
  );
}
