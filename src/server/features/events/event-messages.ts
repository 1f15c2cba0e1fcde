/** What the events routes answer in words (409s for the past, and the notifications to the other parent). */
export const EVENT_MESSAGES = {
  pastEvent: 'This event has already happened. Past events stay as they were recorded and cannot be changed or archived.',
  pastSeries: 'Every occurrence of this repeating event has already happened. Past events stay as they were recorded.',
  changeOnlyPast: 'These changes would only touch occurrences that have already happened, which cannot be changed.',
} as const;

export const EVENT_NOTIFICATION_TITLES = {
  updated: 'Your event was changed',
  archived: 'Your event was archived',
  ended: 'Your repeating event was ended',
} as const;

export const CALENDAR_LINK = '/calendar';
