import { useQuery } from '@tanstack/react-query';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { conversationsQuery } from '@/lib/queries/conversations';

/** The conversation Send Message posts into; the first one ('General') is chosen until the user picks another. */
export function ConversationPicker({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const { data: conversations = [] } = useQuery(conversationsQuery());
  const selected = value ?? conversations[0]?.id ?? '';
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Label htmlFor="smart-conversation" className="shrink-0">
        Send to
      </Label>
      <Select value={selected} onValueChange={onChange} disabled={conversations.length === 0}>
        <SelectTrigger id="smart-conversation" className="w-48 max-w-full">
          <SelectValue placeholder="No conversations yet" />
        </SelectTrigger>
        <SelectContent>
          {conversations.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.subject}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function useDefaultConversation(value: string | null): string | null {
  const { data: conversations = [] } = useQuery(conversationsQuery());
  return value ?? conversations[0]?.id ?? null;
}
