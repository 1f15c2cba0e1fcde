import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { CreateMessageAnalysis } from '@common/schemas/smart-communication';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { conversationsQuery } from '@/lib/queries/conversations';
import { communicationInsightsQuery } from '@/lib/queries/smart-communication';
import { AnalysisResult } from './analysis-result';
import { ConversationPicker, useDefaultConversation } from './conversation-picker';
import { useAnalyzeMessage } from './use-analyze-message';
import { SMART_COMMUNICATION_COPY } from './smart-communication-copy';

/** The Message Composer tab of SPEC.md section 2, with Send Message posting into a chosen conversation. */
export function MessageComposerTab() {
  const [text, setText] = useState('');
  const [analysis, setAnalysis] = useState<CreateMessageAnalysis | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const conversationId = useDefaultConversation(picked);
  const analyze = useAnalyzeMessage();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (content: string) => apiJson('POST', `/api/conversations/${conversationId ?? ''}/messages`, { content }),
    onSuccess: () => {
      toast({ title: SMART_COMMUNICATION_COPY.sentTitle, description: SMART_COMMUNICATION_COPY.sentText });
      setText('');
      setAnalysis(null);
      void queryClient.invalidateQueries({ queryKey: conversationsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: communicationInsightsQuery().queryKey });
    },
    onError: (error) => console.error('Sending the message failed', error),
  });
  const blank = text.trim().length === 0;

  const edit = (value: string) => {
    setText(value);
    setAnalysis(null);
  };
  const run = () => {
    if (blank || analyze.isPending) return;
    analyze.mutate(text.trim(), { onSuccess: setAnalysis });
  };
  const apply = (improved: string) => {
    setText(improved);
    setAnalysis((current) => (current ? { ...current, enhancedText: improved } : current));
  };

  return (
    <div className="space-y-4">
      <ConversationPicker value={conversationId} onChange={setPicked} />
      <div className="space-y-2">
        <Label htmlFor="smart-message">{SMART_COMMUNICATION_COPY.yourMessage}</Label>
        <Textarea
          id="smart-message"
          rows={4}
          value={text}
          onChange={(e) => edit(e.target.value)}
          placeholder={SMART_COMMUNICATION_COPY.messagePlaceholder}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={run} disabled={blank || analyze.isPending}>
          <Sparkles aria-hidden />
          {analyze.isPending ? SMART_COMMUNICATION_COPY.analyzing : SMART_COMMUNICATION_COPY.analyze}
        </Button>
        <Button
          variant="secondary"
          disabled={!analysis || !conversationId || send.isPending || blank}
          onClick={() => send.mutate(text.trim())}
        >
          {SMART_COMMUNICATION_COPY.send}
        </Button>
        <Button variant="outline" onClick={() => edit('')}>
          {SMART_COMMUNICATION_COPY.clear}
        </Button>
      </div>
      {analysis && <AnalysisResult analysis={analysis} onUseEnhanced={() => setText(analysis.enhancedText)} onApply={apply} />}
    </div>
  );
}
