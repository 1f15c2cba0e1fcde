import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { senderLabel } from '@common/sender-label';
import { messageAgeLabel } from '@common/time-labels';
import { viewerFormat } from '@/lib/viewer-format';
import { Input } from '@/components/ui/input';
import { messageSearchQuery } from '@/lib/queries/messages';
import { SEARCH_QUERY_MIN } from './limits';
import { MESSAGES_COPY } from './messages-copy';

/** Searches every conversation; a result opens its conversation. */
export function MessageSearch({ viewerId, onOpen }: { viewerId: string | undefined; onOpen: (conversationId: string) => void }) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const results = useQuery({
    ...messageSearchQuery(q),
    enabled: q.length >= SEARCH_QUERY_MIN,
  });

  return (
    <div className="grid gap-2 border-b p-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={MESSAGES_COPY.searchMessages}
          aria-label={MESSAGES_COPY.searchMessages}
          className="pl-8"
        />
      </div>
      {q.length >= SEARCH_QUERY_MIN && results.data && (
        <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label={MESSAGES_COPY.searchResults}>
          {results.data.results.length === 0 && <li className="p-2 text-sm text-muted-foreground">{MESSAGES_COPY.noMessagesFound}</li>}
          {results.data.results.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="grid w-full gap-0.5 rounded-md p-2 text-left text-sm hover:bg-accent"
                onClick={() => {
                  setText('');
                  onOpen(r.conversationId);
                }}
              >
                <span className="flex justify-between gap-2 text-xs text-muted-foreground">
                  <span className="truncate">
                    {r.subject} · {senderLabel(r.senderId, r.senderName, viewerId)}
                  </span>
                  <time dateTime={r.timestamp}>{messageAgeLabel(r.timestamp, undefined, viewerFormat)}</time>
                </span>
                <span className="line-clamp-2">{r.content}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
