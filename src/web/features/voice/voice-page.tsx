import { History, Mic, Settings, Zap } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { QuickActionsTab } from './quick-actions-tab';
import { SessionHistoryTab } from './session-history-tab';
import { useAssistant } from './use-assistant';
import { VOICE_COPY } from './voice-copy';
import { VoiceCommandsTab } from './voice-commands-tab';
import { VoiceSettingsTab } from './voice-settings-tab';

type Tab = 'commands' | 'quick' | 'history' | 'settings';

/** On a phone the four tabs share the width, icon above a wrapped label. */
const TRIGGER = 'h-full! min-h-10 min-w-0 flex-col! whitespace-normal! px-1! text-center text-xs! sm:flex-row! sm:px-3! sm:text-sm!';

/** AI Voice Assistant (SPEC.md section 2): four tabs, on real speech, real commands and the parent's own history. */
export default function VoicePage() {
  useDocumentTitle(VOICE_COPY.heading);
  const assistant = useAssistant();
  const [tab, setTab] = useState<Tab>('commands');

  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{VOICE_COPY.heading}</h1>
        <p className="mt-1 text-muted-foreground">{VOICE_COPY.intro}</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="min-w-0">
        <TabsList className="grid! h-auto! w-full! grid-cols-4 sm:inline-flex! sm:w-fit!">
          <TabsTrigger value="commands" className={TRIGGER}>
            <Mic className="size-4" aria-hidden="true" />
            {VOICE_COPY.tabs.commands}
          </TabsTrigger>
          <TabsTrigger value="quick" className={TRIGGER}>
            <Zap className="size-4" aria-hidden="true" />
            {VOICE_COPY.tabs.quick}
          </TabsTrigger>
          <TabsTrigger value="history" className={TRIGGER}>
            <History className="size-4" aria-hidden="true" />
            {VOICE_COPY.tabs.history}
          </TabsTrigger>
          <TabsTrigger value="settings" className={TRIGGER}>
            <Settings className="size-4" aria-hidden="true" />
            {VOICE_COPY.tabs.settings}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="commands">
          <VoiceCommandsTab assistant={assistant} />
        </TabsContent>
        <TabsContent value="quick">
          <QuickActionsTab
            busy={assistant.busy}
            onRun={(command) => {
              setTab('commands');
              void assistant.run({ command, source: 'quick' });
            }}
          />
        </TabsContent>
        <TabsContent value="history">
          <SessionHistoryTab />
        </TabsContent>
        <TabsContent value="settings">
          <VoiceSettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
