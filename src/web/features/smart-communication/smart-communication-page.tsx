import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AnalysesTab } from './analyses-tab';
import { InsightsTab } from './insights-tab';
import { MessageComposerTab } from './message-composer-tab';

/** Smart Communication (SPEC.md section 2): composer, past analyses and the family's insights. */
export default function SmartCommunicationPage() {
  useDocumentTitle('Smart Communication');
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Smart Communication</h1>
        <p className="text-muted-foreground">Check the tone of a message before you send it.</p>
      </div>
      <Tabs defaultValue="composer">
        <TabsList>
          <TabsTrigger value="composer">Message Composer</TabsTrigger>
          <TabsTrigger value="analysis">Message Analysis</TabsTrigger>
          <TabsTrigger value="insights">Communication Insights</TabsTrigger>
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
