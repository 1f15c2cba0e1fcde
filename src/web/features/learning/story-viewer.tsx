import { Bookmark, BookmarkCheck, Palette, Square, Volume2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Story } from '@common/schemas/learning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { voiceEnginesQuery } from '@/lib/queries/voice';
import { speakOnServer, stopServerSpeaking } from '@/lib/server-voice';
import { speak, stopSpeaking } from '@/lib/speak';
import { LEARNING_COPY } from './learning-copy';
import { useSaveStory } from './use-learning';

const TEXT = LEARNING_COPY.stories;
/** Stops the reading, whichever voice is reading. */
function stopReading() {
  stopSpeaking();
  stopServerSpeaking();
}

const ColouringDialog = lazy(() => import('./colouring/colouring-dialog').then((m) => ({ default: m.ColouringDialog })));

/** The story viewer (SPEC.md sections 2 and 9): content in a 16rem scroll area, moral lesson, characters, and its buttons. */
export function StoryViewer({ story, saved }: { story: Story; saved: boolean }) {
  const save = useSaveStory();
  const [reading, setReading] = useState(false);
  const [colouring, setColouring] = useState(false);
  const engines = useQuery(voiceEnginesQuery());
  const serverVoice = engines.data !== undefined && engines.data.synthesis !== 'none';
  // A new story, or leaving the screen, stops the reading.
  useEffect(() => stopReading, [story.id]);

  const saveStory = () =>
    save.mutate(story, {
      onSuccess: (result) => toast({ title: TEXT.savedTitle, description: TEXT.savedText(result.title) }),
      onError: (error) => toast({ variant: 'destructive', title: TEXT.save, description: errorMessage(error) }),
    });

  const readAloud = async () => {
    if (reading) {
      stopReading();
      setReading(false);
      return;
    }
    const text = `${story.title}.\n\n${story.content}`;
    const onEnd = () => setReading(false);
    if ((await speak(text, { onEnd })) === 'speaking') {
      setReading(true);
      return;
    }
    // No voice in this browser: the server's own, when it has one.
    if (!serverVoice) {
      toast({ title: TEXT.noVoiceTitle, description: TEXT.noVoice, duration: 15_000 });
      return;
    }
    setReading(true);
    speakOnServer(text, { onEnd }).catch((error: unknown) => {
      setReading(false);
      toast({ variant: 'destructive', title: TEXT.noVoiceTitle, description: errorMessage(error) });
    });
  };

  const paragraphs = story.content.split('\n\n');
  return (
    <Card aria-label={story.title} role="article">
      <CardHeader>
        <CardTitle className="text-xl">{story.title}</CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="capitalize">
            {story.theme}
          </Badge>
          <span>{story.ageAppropriate}</span>
          <span aria-hidden="true">·</span>
          <span>{TEXT.readingTime(story.readingTime)}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          tabIndex={0}
          role="region"
          aria-label={story.title}
          className="h-64 overflow-y-auto rounded-md border bg-muted/30 p-4 leading-relaxed focus-visible:outline-2 focus-visible:outline-ring"
        >
          {paragraphs.map((p, i) => (
            <p key={i} className="mb-3 last:mb-0">
              {p}
            </p>
          ))}
        </div>
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">{TEXT.moral}</h3>
          <p className="text-sm">{story.moralLesson}</p>
        </div>
        <div className="grid gap-1.5">
          <h3 className="text-sm font-semibold">{TEXT.characters}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {story.characters.map((name) => (
              <li key={name}>
                <Badge variant="outline">{name}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={saveStory} disabled={saved || save.isPending}>
            {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
            {saved ? TEXT.saved : TEXT.save}
          </Button>
          <Button variant="outline" onClick={() => void readAloud()} aria-pressed={reading}>
            {reading ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
            {reading ? TEXT.stopReading : TEXT.readAloud}
          </Button>
          {/* Only a story from the grammar knows its setting, companion and object: a model's story has no colouring page. */}
          {story.scene && (
            <Button variant="outline" onClick={() => setColouring(true)}>
              <Palette aria-hidden="true" />
              {TEXT.illustrate}
            </Button>
          )}
        </div>
      </CardContent>
      {colouring && story.scene && (
        <Suspense fallback={null}>
          <ColouringDialog story={story} scene={story.scene} onClose={() => setColouring(false)} />
        </Suspense>
      )}
    </Card>
  );
}
