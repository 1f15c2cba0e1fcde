import type { Format } from '../../common/format/format.js';

/** The words of reminders (the bell's and the email's sentence). */
export const REMINDER_COPY = {
  exchange: {
    title: 'Handover in 24 hours',
    body: (format: Format, x: { fromName: string; toName: string; at: string; place?: string }) =>
      `${x.fromName} hands over to ${x.toName} on ${format.dateTime(x.at)}${x.place ? `, at ${x.place}` : ''}.`,
  },
  event: {
    title: (title: string) => `Reminder: ${title}`,
    body: (format: Format, e: { title: string; startTime: string; allDay: boolean; location: string | null; childName: string | null }) =>
      [
        e.allDay ? `${e.title} is on ${format.day(e.startTime)}` : `${e.title} starts ${format.dateTime(e.startTime)}`,
        e.childName ? `, for ${e.childName}` : '',
        e.location ? `, at ${e.location}` : '',
        '.',
      ].join(''),
  },
};
