import { Images, Sparkles, Upload } from 'lucide-react';
import { useState } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { InsightsTab } from './insights-tab';
import { LibraryTab } from './library-tab';
import { MEDIA_COPY } from './media-copy';
import { UploadTab } from './upload-tab';
import { useUploads } from './use-uploads';

type Tab = 'library' | 'upload' | 'insights';

/** On a phone the three tabs share the width, icon above a wrapped label, so none is scrolled out of sight. */
const TRIGGER = 'h-full! min-h-10 min-w-0 flex-col! whitespace-normal! px-2! text-center text-xs! sm:flex-row! sm:px-3! sm:text-sm!';

/** AI Media Library (SPEC.md section 2): Photo Library, AI Upload & Analysis and Memory Insights, on the family's real media. */
export default function MediaPage() {
  useDocumentTitle(SCREEN_COPY.media.heading);
  const { user } = useAuth();
  const [tab, setTab] = useState<Tab>('library');
  // Kept here so uploads go on (and their results stay) while the parent looks at another tab.
  const { uploads, start } = useUploads();

  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SCREEN_COPY.media.heading}</h1>
        <p className="mt-1 text-muted-foreground">{MEDIA_COPY.intro}</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="min-w-0">
        <TabsList className="grid! h-auto! w-full! grid-cols-3 sm:inline-flex! sm:w-fit!">
          <TabsTrigger value="library" className={TRIGGER}>
            <Images className="size-4" aria-hidden="true" />
            {SCREEN_COPY.media.photoLibrary}
          </TabsTrigger>
          <TabsTrigger value="upload" className={TRIGGER}>
            <Upload className="size-4" aria-hidden="true" />
            {SCREEN_COPY.media.upload}
          </TabsTrigger>
          <TabsTrigger value="insights" className={TRIGGER}>
            <Sparkles className="size-4" aria-hidden="true" />
            {SCREEN_COPY.media.insights}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="library">
          <LibraryTab onUpload={() => setTab('upload')} />
        </TabsContent>
        <TabsContent value="upload">
          <UploadTab uploads={uploads} onFiles={start} aiEnabled={user?.aiEnabled ?? true} />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
