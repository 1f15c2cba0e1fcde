import { pluralWord } from '@common/format/plural';

/** The event form's words (the spec's shared texts live in COPY.dashboard). */
export const EVENT_COPY = {
  editHeading: 'Edit Event',
  editDescription: 'Both parents see the change.',
  addDescription: 'Add it to the shared calendar so both parents see it.',
  title: 'Title',
  /** An example title, with the family's first child when there is one. */
  titlePlaceholder: (child: string | undefined) => (child ? `e.g. ${child}'s dentist` : 'e.g. School pickup'),
  allDay: 'All day',
  start: 'Start',
  end: 'End',
  seriesNote: 'Changes apply to the occurrences still to come; those that already happened stay as they were.',
  type: 'Type',
  child: 'Child (optional)',
  noChild: 'No specific child',
  parent: 'Assigned parent',
  notAssigned: 'Not assigned',
  both: 'Both',
  location: 'Location (optional)',
  description: 'Description (optional)',
  saveChanges: 'Save Changes',
  updated: 'Event updated.',
  missingFields: 'Please fill in a title, a start and an end.',
  missingUntil: 'Please choose the date the event repeats until.',
  repeat: 'Repeat',
  repeats: 'Repeats',
  repeatOptions: { none: 'Does not repeat', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  ends: 'Ends',
  endOptions: { never: 'Never', until: 'On a date', count: 'After a number of times' },
  /** The interval's label agrees with its value: 'Every (week)', 'Every (weeks)'. */
  every: (unit: string, interval: number) => `Every (${pluralWord(interval, unit, `${unit}s`)})`,
  units: { none: '', daily: 'day', weekly: 'week', monthly: 'month' },
  onTheseDays: 'On these days',
  dayNames: { SU: 'Sunday', MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday' },
  until: 'Until',
  times: 'Times',
} as const;
