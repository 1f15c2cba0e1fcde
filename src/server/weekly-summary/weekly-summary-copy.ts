import { plural } from '../../common/format/plural.js';

/** The words of the weekly summary email. */
export const WEEKLY_SUMMARY_COPY = {
  subject: (from: string, to: string) => `Your week ahead: ${from} – ${to}`,
  intro: (from: string, to: string) => `Here is your family’s week in Amity, from ${from} to ${to}.`,
  handovers: 'Handovers',
  noHandovers: 'No handovers this week.',
  handover: (when: string, x: { fromName: string; toName: string; place?: string }) =>
    `${when}: ${x.fromName} hands over to ${x.toName}${x.place ? `, at ${x.place}` : ''}.`,
  events: 'Events',
  noEvents: 'No events on the calendar this week.',
  event: (when: string, e: { title: string; childName: string | null; location: string | null }) =>
    `${when}: ${e.title}${e.childName ? `, for ${e.childName}` : ''}${e.location ? `, at ${e.location}` : ''}.`,
  moreEvents: (count: number) => `And ${plural(count, 'more event')} in the calendar.`,
  waiting: (parts: string[]) =>
    parts.length > 0 ? `Waiting for your answer: ${parts.join(', ')}.` : 'Nothing is waiting for your answer.',
  waitingParts: {
    swaps: (n: number) => plural(n, 'swap request'),
    proposals: (n: number) => plural(n, 'schedule proposal'),
    expenses: (n: number) => `${plural(n, 'expense')} to review`,
    payments: (n: number) => `${plural(n, 'payment')} to confirm`,
  },
  lastWeek: (messages: number, unread: number) =>
    messages === 0
      ? 'No new messages for you in the last seven days.'
      : `In the last seven days: ${plural(messages, 'new message')} for you, ${unread === 0 ? 'all read' : `${unread} still unread`}.`,
  footer:
    'You get this email because the weekly summary is on for your Amity account. Change which emails you get under Profile, Notification Settings.',
  /** As in 'Stop emails about …' on the unsubscribe page. */
  topic: 'your weekly summary',
  unsubscribe: 'Stop the weekly summary',
};
