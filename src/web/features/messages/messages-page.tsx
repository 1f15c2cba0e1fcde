import { useQuery } from '@tanstack/react-query';
import { Shield } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { SCREEN_COPY } from '@common/screen-copy';
import { Card } from '@/components/ui/card';
import { familyQuery } from '@/lib/queries/family';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsMobile } from '@/lib/use-mobile';
import { useWidth } from '@/lib/use-width';
import { cn } from '@/lib/utils';
import { ChatPanel } from './chat-panel';
import { ConversationList } from './conversation-list';
import { MessageSearch } from './message-search';
import { NewConversationDialog } from './new-conversation-dialog';
import { NoCoParentCard } from './no-co-parent-card';
import { useConversations } from './use-messaging';
import { MESSAGES_COPY } from './messages-copy';

/** Below this width the list and the chat cannot both be read side by side (the 18rem list and room to write). */
const TWO_COLUMNS_MIN_PX = 640;

/** SPEC.md section 2, 'Messages (/messages)', on real data; `?c=<id>` opens a conversation. */
export default function MessagesPage() {
  useDocumentTitle(MESSAGES_COPY.heading);
  const { user } = useAuth();
  const conversations = useConversations();
  const family = useQuery(familyQuery());
  const search = useSearch();
  const [, navigate] = useLocation();
  const isMobile = useIsMobile();
  // On a phone, or in a narrow window with the sidebar open, the list and the chat are separate views.
  const { ref: cardRef, width: cardWidth } = useWidth<HTMLDivElement>(TWO_COLUMNS_MIN_PX);
  const narrow = isMobile || cardWidth < TWO_COLUMNS_MIN_PX;
  const selectedId = new URLSearchParams(search).get('c');
  const selected = conversations.data?.find((c) => c.id === selectedId) ?? null;
  const open = (id: string | null) => navigate(id ? `/messages?c=${encodeURIComponent(id)}` : '/messages');
  const showList = !narrow || !selected;
  const showChat = !narrow || selected !== null;
  // Alone in the family with nothing to read yet: say why, and offer the invitation, instead of an empty chat.
  const parents = family.data?.members.filter((m) => m.role === 'parent').length ?? 0;
  const waitingForCoParent = family.data !== undefined && parents < 2 && conversations.data?.length === 0;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{MESSAGES_COPY.heading}</h1>
          <p className="mt-1 hidden text-muted-foreground sm:block">{MESSAGES_COPY.intro}</p>
        </div>
        {!waitingForCoParent && <NewConversationDialog onCreated={open} />}
      </div>
      <p className="flex items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
        <Shield className="size-4 shrink-0 text-primary" aria-hidden="true" />
        AI conflict prevention is active
      </p>
      {waitingForCoParent ? (
        <NoCoParentCard family={family.data} />
      ) : (
        <Card
          ref={cardRef}
          className={cn(
            'grid h-[calc(100dvh-16rem)] min-h-[28rem] gap-0 overflow-hidden py-0',
            narrow ? 'grid-cols-1' : 'grid-cols-[18rem_1fr] lg:grid-cols-[20rem_1fr]',
          )}
        >
          {showList && (
            <nav aria-label={MESSAGES_COPY.conversationList} className={cn('flex min-h-0 min-w-0 flex-col', !narrow && 'border-r')}>
              <MessageSearch viewerId={user?.id} onOpen={open} />
              <div className="min-h-0 flex-1 overflow-y-auto">
                <ConversationList
                  conversations={conversations.data}
                  loading={conversations.isLoading}
                  selectedId={selectedId}
                  viewerId={user?.id}
                  onSelect={open}
                />
              </div>
            </nav>
          )}
          {showChat &&
            (selected ? (
              <ChatPanel key={selected.id} conversation={selected} user={user} onBack={narrow ? () => open(null) : undefined} />
            ) : (
              <p className="flex items-center justify-center p-6 text-center text-sm text-muted-foreground">
                {SCREEN_COPY.messages.selectConversation}
              </p>
            ))}
        </Card>
      )}
    </div>
  );
}
