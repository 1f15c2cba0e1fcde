import { CalendarHeart, Hash, Images, Shapes } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { categoryLabel } from './media-categories';
import { memoryDay } from './media-dates';
import { MEDIA_COPY } from './media-copy';
import { countsByCategory, countsByMonth, onThisDay, topTags } from './media-insights';
import { MediaThumbnail } from './media-thumbnail';
import { MonthChart } from './month-chart';
import { useMediaLibrary } from './use-media';

function InsightCard({
  title,
  icon,
  description,
  children,
}: {
  title: string;
  icon: ReactNode;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          {icon}
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Memory Insights, built from the family's real library instead of the spec's static text. */
export function InsightsTab() {
  const library = useMediaLibrary();
  const items = useMemo(() => library.data ?? [], [library.data]);
  const today = useMemo(() => new Date(), []);
  const months = useMemo(() => countsByMonth(items, today), [items, today]);
  const categories = useMemo(() => countsByCategory(items), [items]);
  const memories = useMemo(() => onThisDay(items, today), [items, today]);
  const tags = useMemo(() => topTags(items), [items]);

  if (library.isLoading) return null;
  if (items.length === 0)
    return <p className="rounded-xl border border-dashed px-6 py-10 text-center text-muted-foreground">{MEDIA_COPY.insightsEmpty}</p>;
  const photos = items.filter((item) => item.mediaType === 'photo').length;
  const maxCategory = Math.max(1, ...categories.map((c) => c.count));

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <InsightCard title={MEDIA_COPY.byMonth} icon={<Images className="size-4" aria-hidden="true" />} description={MEDIA_COPY.byMonthHint}>
        <p className="mb-2 text-sm">{MEDIA_COPY.totals(photos, items.length - photos)}</p>
        <MonthChart months={months} />
      </InsightCard>

      <InsightCard title={MEDIA_COPY.onThisDay} icon={<CalendarHeart className="size-4" aria-hidden="true" />}>
        {memories.length === 0 ? (
          <p className="text-sm text-muted-foreground">{MEDIA_COPY.onThisDayEmpty}</p>
        ) : (
          <ul className="space-y-3">
            {memories.slice(0, 4).map((item) => (
              <li key={item.id} className="flex min-w-0 items-center gap-3">
                <MediaThumbnail item={item} className="size-16 shrink-0 rounded-md" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{item.fileName}</p>
                  <p className="text-xs text-muted-foreground">{MEDIA_COPY.yearsAgo(today.getFullYear() - memoryDay(item).year)}</p>
                  {item.memoryHighlight && <p className="line-clamp-2 text-xs text-muted-foreground">{item.memoryHighlight}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </InsightCard>

      <InsightCard title={MEDIA_COPY.byCategory} icon={<Shapes className="size-4" aria-hidden="true" />}>
        <ul className="space-y-2">
          {categories.map(({ category, count }) => (
            <li key={category} className="grid grid-cols-[7rem_1fr_2rem] items-center gap-2 text-sm">
              <span className="truncate">{categoryLabel(category)}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span className="block h-full rounded-full bg-primary" style={{ width: `${(count / maxCategory) * 100}%` }} />
              </span>
              <span className="text-right tabular-nums">{count}</span>
            </li>
          ))}
        </ul>
      </InsightCard>

      <InsightCard title={MEDIA_COPY.topTags} icon={<Hash className="size-4" aria-hidden="true" />}>
        {tags.length === 0 ? (
          <p className="text-sm text-muted-foreground">{MEDIA_COPY.noTags}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {tags.map(({ tag, count }) => (
              <li key={tag}>
                <Badge variant="secondary">
                  {tag} <span className="text-muted-foreground">×{count}</span>
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </InsightCard>
    </div>
  );
}
