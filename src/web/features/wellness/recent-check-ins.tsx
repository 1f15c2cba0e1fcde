import { viewerFormat } from '@/lib/viewer-format';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import type { WellnessEntry } from '@common/schemas/wellness';
import { moodLevel, RECENT_CHECK_INS, stressLabel } from '@common/wellness-summary';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { DeleteCheckInDialog } from './delete-check-in-dialog';
import { MOOD_STYLE, STRESS_STYLE } from './level-style';
import { WELLNESS_COPY } from './wellness-copy';

function CheckInItem({ entry, onDelete }: { entry: WellnessEntry; onDelete: () => void }) {
  const mood = MOOD_STYLE[moodLevel(entry.moodScore)];
  const MoodIcon = mood.icon;
  const stress = stressLabel(entry.stressLevel);
  const day = viewerFormat.weekdayDate(entry.entryDate);
  return (
    <li className="grid gap-2 border-b py-3 last:border-b-0">
      <div className="flex items-center gap-3">
        <MoodIcon className={cn('size-6 shrink-0', mood.className)} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 className="font-medium">{day}</h3>
          <p className="text-sm text-muted-foreground">
            <span className={mood.className}>Mood {entry.moodScore}/10</span> · Stress {entry.stressLevel}/10{' '}
            <span className={STRESS_STYLE[stress]}>({stress})</span> · Communication {entry.communicationRating}/10
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label={WELLNESS_COPY.deleteCheckInLabel(day)} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Sleep {entry.sleepHours} hours · Exercise {entry.exerciseMinutes === 0 ? 'none' : `${entry.exerciseMinutes} minutes`}
      </p>
      {entry.notes && <p className="text-sm break-words whitespace-pre-line">{entry.notes}</p>}
      {(entry.triggers.length > 0 || entry.copingStrategies.length > 0) && (
        <div className="flex flex-wrap gap-1.5 text-xs">
          {entry.triggers.map((t) => (
            <Badge key={`t-${t}`} variant="warning">
              Trigger: {t}
            </Badge>
          ))}
          {entry.copingStrategies.map((c) => (
            <Badge key={`c-${c}`} variant="success">
              Helped: {c}
            </Badge>
          ))}
        </div>
      )}
    </li>
  );
}

/** Recent Check-ins of SPEC.md section 2: the first 5 of the list, newest first. */
export function RecentCheckIns({ entries }: { entries: readonly WellnessEntry[] }) {
  const [deleting, setDeleting] = useState<WellnessEntry>();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{SCREEN_COPY.wellness.recentCheckIns}</CardTitle>
        <CardDescription>
          Your latest {Math.min(entries.length, RECENT_CHECK_INS)} of {entries.length}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul>
          {entries.slice(0, RECENT_CHECK_INS).map((entry) => (
            <CheckInItem key={entry.id} entry={entry} onDelete={() => setDeleting(entry)} />
          ))}
        </ul>
      </CardContent>
      <DeleteCheckInDialog entry={deleting} onClose={() => setDeleting(undefined)} />
    </Card>
  );
}
