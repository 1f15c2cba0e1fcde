import { viewerFormat } from '@/lib/viewer-format';
import type { ScheduleChange } from './calendar-types';

/** Status words as both parents read them in the history. */
export const CHANGE_STATUS_LABEL: Record<ScheduleChange['status'], string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  applied: 'Set',
  superseded: 'Replaced',
};

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
export const changeTitle = (change: ScheduleChange) =>
  change.kind === 'end' ? 'End the custody schedule' : viewerFormat.localise(change.summary);

/** Who answered and how, when known. */
export function answeredLine(change: ScheduleChange): string | null {
  if (!change.answeredAt) return null;
  const when = instantLabel(change.answeredAt);
  if (change.status === 'accepted') return `Accepted by ${change.answeredByName ?? 'the other parent'} on ${when}`;
  if (change.status === 'declined') return `Declined by ${change.answeredByName ?? 'the other parent'} on ${when}`;
  if (change.status === 'cancelled') return `Cancelled on ${when}`;
  if (change.status === 'superseded')
    return change.answeredByName ? `Accepted by ${change.answeredByName}, then replaced` : `Replaced on ${when}`;
  return null;
}

/** From when it decides the days (or was asked to). */
export function effectLine(change: ScheduleChange, today: string): string | null {
  if (change.effectiveFrom) {
    const label = scheduleDay(change.effectiveFrom);
    return change.effectiveFrom > today ? `Takes effect on ${label}` : `In effect from ${label}`;
  }
  if (change.requestedFrom && change.status === 'pending') return `Asked from ${scheduleDay(change.requestedFrom)}`;
  return null;
}
