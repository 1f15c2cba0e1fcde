import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import { ageInYears } from '@common/child-rules';
import type { Child } from '@common/schemas/children';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { ChildAvatar } from './child-avatar';
import { REMOVAL_COPY } from './removal-copy';
import { ageLabel, formatBirthDate } from './format-birth-date';

interface ChildCardProps {
  child: Child;
  /** A request to remove this child is waiting for an answer. */
  removalPending?: boolean;
  onEdit: () => void;
  onScheduleEvent: () => void;
  onDelete: () => void;
}

function Field({ label, value, wide = false }: { label: string; value: string | null; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={value ? 'break-words whitespace-pre-line' : 'text-muted-foreground'}>{value || '—'}</dd>
    </div>
  );
}

export function ChildCard({ child, removalPending = false, onEdit, onScheduleEvent, onDelete }: ChildCardProps) {
  return (
    <Card className="flex flex-col">
      <div className="flex items-center gap-4 p-5 sm:p-6">
        <ChildAvatar child={child} />
        <div className="min-w-0 flex-1">
          <CardTitle className="truncate">{child.name}</CardTitle>
          <CardDescription>{ageLabel(ageInYears(child.birthDate))}</CardDescription>
          {removalPending && (
            <Badge variant="warning" className="mt-1">
              {REMOVAL_COPY.pendingBadge}
            </Badge>
          )}
        </div>
        <Button
          variant="destructive-ghost"
          size="icon-sm"
          onClick={onDelete}
          disabled={removalPending}
          aria-label={`Delete ${child.name}`}
          className="self-start"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Field label="Birth date" value={formatBirthDate(child.birthDate)} />
          <Field label="Grade" value={child.grade} />
          <Field label="School" value={child.school} wide />
          <Field label="Emergency contact" value={child.emergencyContact} wide />
          {child.notes && <Field label="Notes" value={child.notes} wide />}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 [&>*]:flex-1">
          <Button variant="outline" onClick={onEdit} aria-label={`${SCREEN_COPY.children.edit} ${child.name}`}>
            <Pencil aria-hidden="true" />
            {SCREEN_COPY.children.edit}
          </Button>
          <Button variant="secondary" onClick={onScheduleEvent} aria-label={`${SCREEN_COPY.children.scheduleEvent} for ${child.name}`}>
            <CalendarPlus aria-hidden="true" />
            {SCREEN_COPY.children.scheduleEvent}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
