import { EVENT_TYPES, type EventType } from '@common/constants';

interface EventTypeStyle {
  label: string;
  /** Colour bar beside the event. */
  bar: string;
  /** Badge colours. */
  badge: string;
}

const styles: Record<EventType, EventTypeStyle> = {
  custody: { label: 'Custody', bar: 'bg-primary', badge: 'bg-primary/10 text-primary' },
  appointment: { label: 'Appointment', bar: 'bg-warning', badge: 'bg-warning/15 text-amber-800 dark:text-warning' },
  school: { label: 'School', bar: 'bg-success', badge: 'bg-success/15 text-emerald-800 dark:text-success' },
  activity: { label: 'Activity', bar: 'bg-fuchsia-500', badge: 'bg-fuchsia-500/10 text-fuchsia-700 dark:text-fuchsia-300' },
};

const generic: EventTypeStyle = { label: 'Event', bar: 'bg-muted-foreground', badge: 'bg-muted text-muted-foreground' };

/** Colours and label per event type; any other type is shown as a generic event (SPEC.md section 3). */
export function eventTypeStyle(type: string): EventTypeStyle {
  const known = EVENT_TYPES.find((t) => t === type);
  return known ? styles[known] : generic;
}

export const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((value) => ({ value, label: styles[value].label }));
