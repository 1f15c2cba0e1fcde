import { dateIn, type Format } from '../../common/format/format.js';
import { layoutMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mail-message.js';
import { unsubscribeLink } from '../mail/unsubscribe-link.js';
import type { NotificationMailContext } from '../notifications/compose-notification-mail.js';
import { NOTIFICATION_MAIL_COPY } from '../notifications/notification-mail-copy.js';
import type { WaitingForAnswer, WeeklySummary } from './load-weekly-summary.js';
import { WEEKLY_SUMMARY_COPY as TEXT } from './weekly-summary-copy.js';

/** More than this many events are counted, not listed: the calendar has them all. */
export const SUMMARY_MAX_EVENTS = 10;

const when = (format: Format, iso: string, allDay = false) => {
  const day = format.weekdayDate(dateIn(iso, format.timeZone));
  return allDay ? day : `${day}, ${format.time(iso)}`;
};

function waitingParts(waiting: WaitingForAnswer): string[] {
  const kinds = ['swaps', 'proposals', 'expenses', 'payments'] as const;
  return kinds.filter((kind) => waiting[kind] > 0).map((kind) => TEXT.waitingParts[kind](waiting[kind]));
}

/** The weekly summary email for one parent: the week's handovers and events, what waits for them, the last week's messages. */
export function composeWeeklySummary(opts: {
  context: NotificationMailContext;
  summary: WeeklySummary;
  format: Format;
  user: { id: string; email: string; firstName: string };
}): MailMessage {
  const { context, summary, format, user } = opts;
  const first = dateIn(summary.week.from.toISOString(), format.timeZone);
  const last = dateIn(new Date(summary.week.to.getTime() - 1).toISOString(), format.timeZone);
  const events = summary.events.slice(0, SUMMARY_MAX_EVENTS);
  const paragraphs = [
    TEXT.intro(format.longWeekdayDate(first), format.longWeekdayDate(last)),
    TEXT.handovers,
    ...(summary.handovers.length === 0 ? [TEXT.noHandovers] : summary.handovers.map((x) => TEXT.handover(when(format, x.at), x))),
    TEXT.events,
    ...(events.length === 0 ? [TEXT.noEvents] : events.map((e) => TEXT.event(when(format, e.startTime, e.allDay), e))),
    ...(summary.events.length > events.length ? [TEXT.moreEvents(summary.events.length - events.length)] : []),
    TEXT.waiting(waitingParts(summary.waiting)),
    TEXT.lastWeek(summary.lastWeek.messages, summary.lastWeek.unread),
  ];
  const unsubscribeUrl = unsubscribeLink({ baseUrl: context.baseUrl, secret: context.secret, userId: user.id, kind: 'weekly-summary' });
  const content = layoutMail({
    greeting: NOTIFICATION_MAIL_COPY.greeting(user.firstName),
    paragraphs,
    action: { label: NOTIFICATION_MAIL_COPY.open, url: `${context.baseUrl}/calendar` },
    footer: { text: TEXT.footer, link: { label: TEXT.unsubscribe, url: unsubscribeUrl } },
  });
  return { to: user.email, subject: TEXT.subject(format.shortDate(first), format.shortDate(last)), ...content, unsubscribeUrl };
}
