import { BookHeart, Compass, Handshake } from 'lucide-react';
import { useState } from 'react';
import { STORY_THEMES, type StoryTheme } from '@common/learning-rules';
import type { Story } from '@common/schemas/learning';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LEARNING_COPY } from './learning-copy';
import { StoryLibrary } from './story-library';
import { StoryViewer } from './story-viewer';
import { useGenerateStory, useSavedStories } from './use-learning';

const TEXT = LEARNING_COPY.stories;
const ICONS = { cooperation: Handshake, love: BookHeart, adventure: Compass } as const;

/** AI Stories: three theme buttons, the story viewer (the generated story, or one opened from the library) and the library. */
export function StoriesTab() {
  const generate = useGenerateStory();
  const library = useSavedStories();
  const [story, setStory] = useState<Story | null>(null);
  const savedIds = new Set((library.data ?? []).map((s) => s.id));

  const generateStory = (theme: StoryTheme) =>
    generate.mutate(theme, {
      onSuccess: (result) => setStory(result.story),
      onError: (error) => console.error(error),
    });

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid min-w-0 content-start gap-4">
        <p className="text-muted-foreground">{TEXT.intro}</p>
        <div className="flex flex-wrap gap-2">
          {STORY_THEMES.map((theme) => {
            const Icon = ICONS[theme];
            return (
              <Button key={theme} variant="outline" disabled={generate.isPending} onClick={() => generateStory(theme)}>
                <Icon aria-hidden="true" />
                {TEXT.themes[theme]}
              </Button>
            );
          })}
        </div>
        {generate.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            {TEXT.generating}
          </p>
        )}
        {story ? (
          <StoryViewer story={story} saved={savedIds.has(story.id)} />
        ) : (
          <Card>
            <CardContent className="py-10 text-center text-muted-foreground">{TEXT.empty}</CardContent>
          </Card>
        )}
      </div>
      <StoryLibrary query={library} currentId={story?.id} onOpen={setStory} />
    </div>
  );
}
