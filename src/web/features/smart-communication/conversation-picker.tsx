import { useQuery } from '@tanstack/react-query';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { conversationsQuery } from '@/lib/queries/conversations';
import { SMART_COMMUNICATION_COPY } from './smart-communication-copy';

/** The conversation Send Message posts into; the first one ('General') is chosen until the user picks another. */
export function ConversationPicker({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const { data: conversations = [] } = useQuery(conversationsQuery());
  const selected = value ?? conversations[0]?.id ?? '';
  return (
    <div className="flex w-full min-w-0 flex-wrap items-center gap-2 sm:w-auto sm:flex-nowrap">
      <Label htmlFor="smart-conversation" className="shrink-0">
        {SMART_COMMUNICATION_COPY.sendTo}
      </Label>
      <Select
        id="smart-conversation"
        className="w-full min-w-0 sm:w-80"
        value={selected}
        options={conversations.map((c) => ({ value: c.id, label: SMART_COMMUNICATION_COPY.conversationChoice(c.subject, c.partnerName) }))}
        onValueChange={onChange}
        disabled={conversations.length === 0}
        placeholder={SMART_COMMUNICATION_COPY.noConversations}
      />
    </div>
  );
}

export function useDefaultConversation(value: string | null): string | null {
  const { data: conversations = [] } = useQuery(conversationsQuery());
  return value ?? conversations[0]?.id ?? null;
}
