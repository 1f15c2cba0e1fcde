import { viewerFormat } from '@/lib/viewer-format';
import { CALENDAR_COPY } from './calendar-copy';
import type { ScheduleChange } from './calendar-types';

const COPY = CALENDAR_COPY.schedule;

export const CHANGE_STATUS_LABEL: Record<ScheduleChange['status'], string> = COPY.status;

export const CHANGE_STATUS_VARIANT = {
  pending: 'warning',
  accepted: 'success',
  declined: 'destructive',
  cancelled: 'secondary',
  applied: 'success',
  superseded: 'secondary',
} as const satisfies Record<ScheduleChange['status'], string>;

export const instantLabel = (iso: string) => viewerFormat.dateTime(iso);

/** A schedule's day as every other date on the screen reads. */
export const scheduleDay = (ymd: string) => viewerFormat.date(ymd);

/** What the change sets, in one line. */
export const changeTitle = (change: ScheduleChange) => (change.kind === 'end' ? COPY.endTitle : viewerFormat.localise(change.summary));

/** Who answered and how, when known. */
export function answeredLine(change: ScheduleChange): string | null {
  if (!change.answeredAt) return null;
  const when = instantLabel(change.answeredAt);
  const who = change.answeredByName ?? COPY.theOtherParent;
  if (change.status === 'accepted') return COPY.acceptedBy(who, when);
  if (change.status === 'declined') return COPY.declinedBy(who, when);
  if (change.status === 'cancelled') return COPY.cancelledOn(when);
  if (change.status === 'superseded')
    return change.answeredByName ? COPY.acceptedThenReplaced(change.answeredByName) : COPY.replacedOn(when);
  return null;
}

/** From when it decides the days (or was asked to). */
export function effectLine(change: ScheduleChange, today: string): string | null {
  if (change.effectiveFrom) {
    const label = scheduleDay(change.effectiveFrom);
    return change.effectiveFrom > today ? COPY.takesEffectOn(label) : COPY.inEffectFrom(label);
  }
  if (change.requestedFrom && change.status === 'pending') return COPY.askedFrom(scheduleDay(change.requestedFrom));
  return null;
}
