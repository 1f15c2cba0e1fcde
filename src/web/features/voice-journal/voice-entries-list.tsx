import { Lock, Users } from 'lucide-react';
import { TIMELINE_TYPE_LABELS, type TimelineType } from '@common/timeline-rules';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useVoiceEntries } from './use-voice-journal';
import { VOICE_JOURNAL_COPY as C } from './voice-journal-copy';

const day = (date: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** The family's voice entries the parent may see (their own private ones and the shared ones), each playable. */
export function VoiceEntriesList() {
  const entries = useVoiceEntries();
  const list = entries.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.entries}</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.isLoading ? (
          <Skeleton className="h-24" />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{C.empty}</p>
        ) : (
          <ul className="grid gap-4">
            {list.map((e) => (
              <li key={e.id} className="grid gap-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium break-words">{e.title}</h3>
                  <Badge variant="outline">{TIMELINE_TYPE_LABELS[e.timelineType as TimelineType] ?? e.timelineType}</Badge>
                  <Badge variant="secondary">
                    {e.isPrivate ? <Lock className="size-3" aria-hidden="true" /> : <Users className="size-3" aria-hidden="true" />}
                    {e.isPrivate ? C.privateBadge : C.sharedBadge}
                  </Badge>
                </div>
                <p className="text-xs text-muted-foreground">
                  {e.childName} · {day(e.eventDate)} · {e.durationSeconds}s
                </p>
                {e.transcript && <p className="text-sm break-words whitespace-pre-line">{e.transcript}</p>}
                {e.tags.length > 0 && <p className="text-xs text-muted-foreground">{e.tags.map((t) => `#${t}`).join(' ')}</p>}
                <audio controls preload="none" src={e.audioUrl} className="w-full max-w-md" aria-label={`Recording: ${e.title}`} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
