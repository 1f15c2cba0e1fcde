import { ArrowLeft, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ConversationSummary } from '@common/schemas/conversations';
import { Button } from '@/components/ui/button';
import type { User } from '@common/schemas/auth';
import { Composer } from './composer';
import { HistoryWarning } from './history-warning';
import { MessageThread } from './message-thread';
import { MESSAGES_COPY } from './messages-copy';
import { useMarkReadWhenSeen } from './use-mark-read-when-seen';
import { useMessages, useSendMessage, useVerifyHistory } from './use-messaging';

interface ChatPanelProps {
  conversation: ConversationSummary;
  user: User | null;
  onBack?: () => void;
}

function HistoryBadge({ conversationId, count }: { conversationId: string; count: number }) {
  const verify = useVerifyHistory(conversationId, count);
  if (!verify.data) return null;
  return verify.data.intact ? (
    <span className="flex items-center gap-1 text-xs text-emerald-700 dark:text-success" title={MESSAGES_COPY.record.verifiedTitle}>
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {MESSAGES_COPY.record.verified}
    </span>
  ) : (
    <span className="flex items-center gap-1 text-xs text-destructive" title={verify.data.detail ?? MESSAGES_COPY.record.alteredTitle}>
      <ShieldAlert className="size-3.5" aria-hidden="true" />
      {MESSAGES_COPY.record.altered}
    </span>
  );
}

/** The right column: the open conversation's messages and the composer. */
export function ChatPanel({ conversation, user, onBack }: ChatPanelProps) {
  const thread = useMessages(conversation.id);
  const { messages } = thread;
  const send = useSendMessage(conversation.id, user?.id);
  useMarkReadWhenSeen(conversation.id, messages, user?.id);

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={MESSAGES_COPY.conversationLabel(conversation.subject)}>
      <header className="flex items-center gap-2 border-b p-3">
        {onBack && (
          <Button variant="ghost" size="icon-sm" aria-label={MESSAGES_COPY.backToConversations} onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
          </Button>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{conversation.subject}</h2>
          {conversation.partnerName && (
            <p className="truncate text-xs text-muted-foreground">{MESSAGES_COPY.withPartner(conversation.partnerName)}</p>
          )}
        </div>
        <HistoryBadge conversationId={conversation.id} count={messages.length} />
      </header>
      <HistoryWarning conversationId={conversation.id} userId={user?.id} newestHash={messages.at(-1)?.hash} />
      <MessageThread
        messages={messages}
        ownId={user?.id}
        loading={thread.isLoading}
        hasEarlier={thread.hasEarlier}
        loadingEarlier={thread.loadingEarlier}
        onLoadEarlier={thread.loadEarlier}
      />
      <Composer
        aiEnabled={user?.aiEnabled ?? false}
        sending={send.isPending}
        onSend={(content, files) => send.mutateAsync({ content, files })}
      />
    </section>
  );
}
