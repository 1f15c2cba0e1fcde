import type { UseQueryResult } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import type { SavedStory, Story } from '@common/schemas/learning';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatLongDate } from '@/lib/format-long-date';
import { cn } from '@/lib/utils';
import { LEARNING_COPY } from './learning-copy';

const TEXT = LEARNING_COPY.stories;

/** The family's story library: both parents' saved stories; one opens in the viewer. */
export function StoryLibrary(props: {
  query: UseQueryResult<SavedStory[]>;
  currentId: string | undefined;
  onOpen: (story: Story) => void;
}) {
  const { query } = props;
  const stories = query.data ?? [];
  return (
    <Card className="min-w-0 content-start">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BookOpen className="size-5" aria-hidden="true" />
          {TEXT.library}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Skeleton className="h-24" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(query.error)}
          </p>
        ) : stories.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXT.libraryEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {stories.map((story) => (
              <li key={story.id}>
                <button
                  type="button"
                  onClick={() => props.onOpen(story)}
                  aria-current={story.id === props.currentId ? 'true' : undefined}
                  className={cn(
                    'grid w-full gap-0.5 rounded-md border p-3 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                    story.id === props.currentId && 'border-primary bg-primary/5',
                  )}
                >
                  <span className="font-medium">{story.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {story.ageAppropriate} · {TEXT.readingTime(story.readingTime)}
                  </span>
                  <span className="text-xs text-muted-foreground">{TEXT.savedBy(story.savedBy, formatLongDate(story.savedAt))}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
