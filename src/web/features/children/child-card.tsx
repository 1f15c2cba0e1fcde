import { viewerFormat } from '@/lib/viewer-format';
import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import { ageInYears } from '@common/child-rules';
import type { Child } from '@common/schemas/children';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { ChildAvatar } from './child-avatar';
import { CHILD_COPY } from './child-copy';

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
          <CardTitle className="break-words">{child.name}</CardTitle>
          <CardDescription>{CHILD_COPY.ageLabel(ageInYears(child.birthDate))}</CardDescription>
          {removalPending && (
            <Badge variant="warning" className="mt-1">
              {CHILD_COPY.removal.pendingBadge}
            </Badge>
          )}
        </div>
        <Button
          variant="destructive-ghost"
          size="icon-sm"
          onClick={onDelete}
          disabled={removalPending}
          aria-label={CHILD_COPY.deleteLabel(child.name)}
          className="self-start"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Field label={CHILD_COPY.fieldBirthDate} value={viewerFormat.longDate(child.birthDate)} />
          <Field label={CHILD_COPY.fieldGrade} value={child.grade} />
          <Field label={CHILD_COPY.fieldSchool} value={child.school} wide />
          <Field label={CHILD_COPY.fieldEmergencyContact} value={child.emergencyContact} wide />
          {child.notes && <Field label={CHILD_COPY.fieldNotes} value={child.notes} wide />}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 [&>*]:flex-1">
          <Button variant="outline" onClick={onEdit} aria-label={CHILD_COPY.editLabel(SCREEN_COPY.children.edit, child.name)}>
            <Pencil aria-hidden="true" />
            {SCREEN_COPY.children.edit}
          </Button>
          <Button
            variant="secondary"
            onClick={onScheduleEvent}
            aria-label={CHILD_COPY.scheduleEventFor(SCREEN_COPY.children.scheduleEvent, child.name)}
          >
            <CalendarPlus aria-hidden="true" />
            {SCREEN_COPY.children.scheduleEvent}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
