import { ImagePlus, LayoutGrid, List, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { MediaItem } from '@common/schemas/media';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { DeleteMediaDialog } from './delete-media-dialog';
import { ALL_CATEGORIES, categoriesIn, filterMedia } from './filter-media';
import { CATEGORY_ORDER, categoryLabel } from './media-categories';
import { MEDIA_COPY } from './media-copy';
import { MediaGridCard, MediaListRow } from './media-item-views';
import { useMediaLibrary } from './use-media';

/** Memories whose pictures load at once, not when scrolled to: as many as a phone's first screen shows (two rows of two). */
const FIRST_SCREEN_ITEMS = 4;

type View = 'grid' | 'list';

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const option = (value: View, label: string, Icon: typeof List) => (
    <Button
      variant={view === value ? 'secondary' : 'ghost'}
      size="icon"
      aria-label={label}
      aria-pressed={view === value}
      onClick={() => onChange(value)}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
  return (
    <div className="flex shrink-0 gap-1 rounded-md border p-0.5">
      {option('grid', MEDIA_COPY.gridView, LayoutGrid)}
      {option('list', MEDIA_COPY.listView, List)}
    </div>
  );
}

function EmptyLibrary({ onUpload }: { onUpload: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <ImagePlus className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{MEDIA_COPY.emptyTitle}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{MEDIA_COPY.emptyText}</p>
      <Button onClick={onUpload}>{MEDIA_COPY.uploadFirst}</Button>
    </div>
  );
}

/** Photo Library (SPEC.md section 2): search, a category filter and a grid/list toggle over the family's real media. */
export function LibraryTab({ onUpload }: { onUpload: () => void }) {
  const library = useMediaLibrary();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [view, setView] = useState<View>('grid');
  const [deleting, setDeleting] = useState<MediaItem | undefined>();
  const items = useMemo(() => library.data ?? [], [library.data]);
  const categories = useMemo(() => categoriesIn(items, CATEGORY_ORDER), [items]);
  const shown = useMemo(() => filterMedia(items, search, category, categoryLabel), [items, search, category]);

  if (library.isLoading) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-square rounded-xl" />
        ))}
      </div>
    );
  }
  if (library.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 px-3 py-2 text-sm text-destructive">
        {errorMessage(library.error, MEDIA_COPY.libraryError)}
      </p>
    );
  }
  if (items.length === 0) return <EmptyLibrary onUpload={onUpload} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-64">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={MEDIA_COPY.searchLabel}
            placeholder={MEDIA_COPY.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <div className="flex grow gap-2 sm:grow-0">
          <Select
            aria-label={MEDIA_COPY.categoryLabel}
            className="min-w-0 flex-1 sm:w-48"
            value={category}
            options={[
              { value: ALL_CATEGORIES, label: MEDIA_COPY.allCategories },
              ...categories.map((c) => ({ value: c, label: categoryLabel(c) })),
            ]}
            onValueChange={setCategory}
          />
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {MEDIA_COPY.memoryCount(shown.length, items.length)}
      </p>

      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
          <p className="text-sm text-muted-foreground">{MEDIA_COPY.noMatches}</p>
          <Button
            variant="outline"
            onClick={() => {
              setSearch('');
              setCategory(ALL_CATEGORIES);
            }}
          >
            {MEDIA_COPY.clearFilters}
          </Button>
        </div>
      ) : (
        <ul
          aria-label={MEDIA_COPY.memories}
          className={cn(view === 'grid' ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4' : 'flex flex-col gap-3')}
        >
          {shown.map((item, index) =>
            view === 'grid' ? (
              <MediaGridCard key={item.id} item={item} onDelete={setDeleting} firstScreen={index < FIRST_SCREEN_ITEMS} />
            ) : (
              <MediaListRow key={item.id} item={item} onDelete={setDeleting} firstScreen={index < FIRST_SCREEN_ITEMS} />
            ),
          )}
        </ul>
      )}
      <DeleteMediaDialog item={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
