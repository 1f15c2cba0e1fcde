import { Gamepad2 } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { viewerFormat } from '@/lib/viewer-format';
import { LEARNING_COPY } from './learning-copy';
import { minutesText } from './minutes-text';
import { usePlayHistory } from './use-learning';

const TEXT = LEARNING_COPY.history;
const list = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Play History: the games the family finished, for both parents; the totals cover this month. */
export function PlayHistoryTab() {
  const history = usePlayHistory();
  if (history.isLoading) return <Skeleton role="status" aria-label={TEXT.loading} className="h-40" />;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(history.error, TEXT.loadError)}
      </p>
    );
  const sessions = history.data ?? [];
  if (sessions.length === 0)
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
          <Gamepad2 className="size-8" aria-hidden="true" />
          <p>{TEXT.empty}</p>
        </CardContent>
      </Card>
    );
  const now = new Date();
  const thisMonth = sessions.filter((s) => {
    const at = new Date(s.playedAt);
    return at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth();
  });
  return (
    <div className="grid min-w-0 gap-4">
      <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
        <div className="grid gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
          <dt className="text-sm text-muted-foreground">
            {TEXT.gamesPlayed} · {TEXT.thisMonth}
          </dt>
          <dd className="text-2xl font-bold">{thisMonth.length}</dd>
        </div>
        <div className="grid gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
          <dt className="text-sm text-muted-foreground">
            {TEXT.timeTogether} · {TEXT.thisMonth}
          </dt>
          <dd className="text-2xl font-bold">{minutesText(thisMonth.reduce((sum, s) => sum + s.durationSeconds, 0))}</dd>
        </div>
      </dl>
      <ul className="grid gap-2" aria-label={LEARNING_COPY.tabs.history}>
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border p-3">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-medium">{session.gameTitle}</span>
              <span className="text-sm text-muted-foreground">
                {TEXT.played(list(session.children.map((c) => c.name)))} · {TEXT.recordedBy(session.recordedBy)}
              </span>
            </div>
            <div className="text-sm text-muted-foreground">
              {viewerFormat.dateTime(session.playedAt)} · {minutesText(session.durationSeconds)}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
