import { viewerFormat } from '@/lib/viewer-format';
import { TriangleAlert } from 'lucide-react';
import { MESSAGES_COPY } from './messages-copy';
import { useHistoryCheck } from './use-history-check';

/**
 * A clear warning, never a silent change: shown when the server's history no longer extends the
 * checkpoint this parent's device saw (messages removed or rewritten on the server).
 */
export function HistoryWarning({
  conversationId,
  userId,
  newestHash,
}: {
  conversationId: string;
  userId: string | undefined;
  newestHash: string | undefined;
}) {
  const check = useHistoryCheck(conversationId, userId, newestHash);
  const result = check.data;
  // Without a remembered checkpoint there is nothing this device saw to compare with; the server's own check (the badge) still runs.
  if (!result || result.ok || result.seenAt === null) return null;
  return (
    <div role="alert" className="flex gap-2 border-b border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1 break-words">
        <p className="font-semibold">{MESSAGES_COPY.record.changedTitle}</p>
        <p>{MESSAGES_COPY.record.changed(viewerFormat.dateTime(result.seenAt))}</p>
        <p className="text-xs text-foreground/80">{MESSAGES_COPY.record.changedHint}</p>
      </div>
    </div>
  );
}
