import { Gamepad2, History, Lightbulb, BookOpen } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GamesTab } from './games-tab';
import { LEARNING_COPY } from './learning-copy';
import { PlayHistoryTab } from './play-history-tab';
import { StoriesTab } from './stories-tab';
import { TipsTab } from './tips-tab';

/** On a phone the four tabs share the width, icon above a wrapped label, so none is scrolled out of sight. */
const TRIGGER = 'h-full! min-h-10 min-w-0 flex-col! whitespace-normal! px-1! text-center text-xs! sm:flex-row! sm:px-3! sm:text-sm!';

/** AI Learning & Fun (SPEC.md section 2): four tabs on the family's own children, catalogue and records. */
export default function LearningPage() {
  useDocumentTitle('Learning & Fun');
  const tabs = LEARNING_COPY.tabs;
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{LEARNING_COPY.heading}</h1>
        <p className="mt-1 text-muted-foreground">{LEARNING_COPY.intro}</p>
      </div>
      <Tabs defaultValue="games" className="min-w-0">
        <TabsList className="grid! h-auto! w-full! grid-cols-4 sm:inline-flex! sm:w-fit!">
          <TabsTrigger value="games" className={TRIGGER}>
            <Gamepad2 className="size-4" aria-hidden="true" />
            {tabs.games}
          </TabsTrigger>
          <TabsTrigger value="stories" className={TRIGGER}>
            <BookOpen className="size-4" aria-hidden="true" />
            {tabs.stories}
          </TabsTrigger>
          <TabsTrigger value="tips" className={TRIGGER}>
            <Lightbulb className="size-4" aria-hidden="true" />
            {tabs.tips}
          </TabsTrigger>
          <TabsTrigger value="history" className={TRIGGER}>
            <History className="size-4" aria-hidden="true" />
            {tabs.history}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="games">
          <GamesTab />
        </TabsContent>
        <TabsContent value="stories">
          <StoriesTab />
        </TabsContent>
        <TabsContent value="tips">
          <TipsTab />
        </TabsContent>
        <TabsContent value="history">
          <PlayHistoryTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
