import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AnalysesTab } from './analyses-tab';
import { InsightsTab } from './insights-tab';
import { MessageComposerTab } from './message-composer-tab';
import { SMART_COMMUNICATION_COPY } from './smart-communication-copy';

/** Smart Communication (SPEC.md section 2): composer, past analyses and the family's insights. */
export default function SmartCommunicationPage() {
  useDocumentTitle(SMART_COMMUNICATION_COPY.heading);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SMART_COMMUNICATION_COPY.heading}</h1>
        <p className="text-muted-foreground">{SMART_COMMUNICATION_COPY.intro}</p>
      </div>
      <Tabs defaultValue="composer">
        <TabsList>
          <TabsTrigger value="composer">{SMART_COMMUNICATION_COPY.tabs.composer}</TabsTrigger>
          <TabsTrigger value="analysis">{SMART_COMMUNICATION_COPY.tabs.analysis}</TabsTrigger>
          <TabsTrigger value="insights">{SMART_COMMUNICATION_COPY.tabs.insights}</TabsTrigger>
        </TabsList>
        <TabsContent value="composer">
          <MessageComposerTab />
        </TabsContent>
        <TabsContent value="analysis">
          <AnalysesTab />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
