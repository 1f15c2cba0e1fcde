import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useVoiceSessions } from './use-voice';
import { VOICE_COPY } from './voice-copy';

/** SPEC.md section 9: the history list is 500px high. */
const HISTORY_HEIGHT = 'h-[500px]';

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** SPEC.md section 2, Session History: the parent's own sessions, newest first, in a 500px scroll list. */
export function SessionHistoryTab() {
  const sessions = useVoiceSessions();
  const list = sessions.data ?? [];
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        {VOICE_COPY.historyPrivate}
      </p>
      <div
        className={`${HISTORY_HEIGHT} overflow-y-auto rounded-lg border`}
        tabIndex={0}
        role="region"
        aria-label={VOICE_COPY.tabs.history}
      >
        {sessions.isLoading ? (
          <Skeleton className="m-3 h-20" />
        ) : list.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{VOICE_COPY.historyEmpty}</p>
        ) : (
          <ul className="divide-y">
            {list.map((s) => (
              <li key={s.id} className="grid gap-1.5 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                  <time dateTime={s.timestamp}>{when(s.timestamp)}</time>
                  <span className="flex gap-1.5">
                    <Badge variant="secondary">{VOICE_COPY.confidence(s.confidence)}</Badge>
                    <Badge variant="outline">{VOICE_COPY.duration(s.duration)}</Badge>
                  </span>
                </div>
                <p className="font-medium break-words">“{s.transcript}”</p>
                <p className="text-sm break-words">{s.aiResponse}</p>
                <p className="text-xs text-muted-foreground">
                  {VOICE_COPY.actionTaken}: {s.actionTaken}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
