import { addDays } from '../../../common/custody/calendar-dates.js';
import type { Recommendation } from '../../../common/schemas/insights.js';
import type { CategorisedActivity } from './family-activities.js';
import { exchangeOutcome, type InsightCheckIn, type InsightExchange } from './schedule-adherence.js';
import { plural } from './trend.js';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** A swap request waiting this long for the viewer's answer is worth a nudge. */
export const SWAP_WAIT_DAYS = 2;
export const EXPENSE_WAIT_DAYS = 7;
export const NO_ACTIVITY_DAYS = 21;

export interface SuggestionInput {
  now: Date;
  /** Swap requests of the co-parent waiting for the viewer's answer. */
  waitingSwaps: { id: string; dates: string[]; askedBy: string; createdAt: string }[];
  pendingExpenses: { id: string; createdAt: string }[];
  /** Past exchanges of the period and the one before, and their check-ins. */
  exchanges: InsightExchange[];
  checkIns: InsightCheckIn[];
  /** Every categorised activity loaded (both periods). */
  activities: CategorisedActivity[];
  /** The period's messages: how many, how many the tone coach flagged. */
  messages: { total: number; flagged: number };
}

const today = (now: Date) => now.toISOString().slice(0, 10);
const daysSince = (instant: string, now: Date) => Math.floor((now.getTime() - Date.parse(instant)) / DAY_MS);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function swapSuggestions({ waitingSwaps, now }: SuggestionInput): Recommendation[] {
  return waitingSwaps
    .filter((s) => daysSince(s.createdAt, now) >= SWAP_WAIT_DAYS)
    .map((s) => ({
      id: `swap-unanswered:${s.id}`,
      type: 'scheduling',
      priority: 'high',
      title: `Answer ${s.askedBy}'s swap request`,
      description: `${s.askedBy} asked to swap ${s.dates.join(', ')} ${plural(daysSince(s.createdAt, now), 'day')} ago and is waiting for your answer.`,
      actionable: true,
      estimatedImpact: 'Both homes can plan once the request is answered',
      dueDate: addDays(today(now), 1),
      // A private nudge for the parent asked: answering is theirs alone.
      implementAs: 'reminder',
      actionText: `Answer ${s.askedBy}'s swap request for ${s.dates.join(', ')}`,
      link: { href: '/calendar', label: 'Answer on Calendar' },
    }));
}

/** The median lateness of the late check-ins of these exchanges, rounded up to 15 minutes (at least 15). */
function typicalLateness(exchanges: InsightExchange[], checkIns: InsightCheckIn[]): number {
  const at = new Set(exchanges.map((x) => x.at));
  const minutes = checkIns
    .filter((c) => at.has(c.exchangeAt) && c.status === 'late' && c.minutesLate)
    .map((c) => c.minutesLate as number)
    .sort((a, b) => a - b);
  const median = minutes.length === 0 ? 0 : (minutes[Math.floor((minutes.length - 1) / 2)] ?? 0);
  return Math.max(15, Math.ceil(median / 15) * 15);
}

function lateDraft(day: string, late: number, confirmed: number, minutes: number): string {
  return (
    `${late} of our last ${plural(confirmed, `checked-in ${day} handover`)} were late or missed. ` +
    `Would a ${day} handover ${minutes} minutes later work better for you? If not, which time would suit you on ${day}s?`
  );
}

function lateWeekdaySuggestions({ exchanges, checkIns, now }: SuggestionInput): Recommendation[] {
  const found: Recommendation[] = [];
  for (let day = 0; day < 7; day++) {
    const onDay = exchanges.filter((x) => weekdayOf(x.date) === day);
    const confirmed = onDay.map((x) => exchangeOutcome(checkIns.filter((c) => c.exchangeAt === x.at))).filter((o) => o !== 'unconfirmed');
    const late = confirmed.filter((o) => o === 'late' || o === 'missed').length;
    if (late < 2 || late * 2 < confirmed.length) continue;
    const name = WEEKDAYS[day] ?? '';
    found.push({
      id: `late-weekday:${day}`,
      type: 'scheduling',
      priority: 'medium',
      title: `Handovers on ${name}s are often late`,
      description: `${late} of ${plural(confirmed.length, `checked-in ${name} handover`)} were late or missed.`,
      actionable: true,
      estimatedImpact: `A ${name} time that suits both homes means calmer handovers`,
      dueDate: addDays(today(now), 14),
      // A message for the parent to send themselves: the time is agreed with the co-parent, not set by a rule.
      implementAs: 'draft',
      actionText: lateDraft(name, late, confirmed.length, typicalLateness(onDay, checkIns)),
      link: { href: '/calendar?open=custody', label: 'Propose a schedule change' },
    });
  }
  return found;
}

function expenseSuggestion({ pendingExpenses, now }: SuggestionInput): Recommendation[] {
  const waiting = pendingExpenses.filter((e) => daysSince(e.createdAt, now) > EXPENSE_WAIT_DAYS);
  if (waiting.length === 0) return [];
  return [
    {
      id: 'expenses-pending',
      type: 'communication',
      priority: 'medium',
      title: `Review the ${plural(waiting.length, 'expense')} waiting more than ${EXPENSE_WAIT_DAYS} days`,
      description: `Approve or dispute them in Expenses so the balance between you is settled.`,
      actionable: true,
      estimatedImpact: 'A settled balance takes money out of your conversations',
      dueDate: addDays(today(now), 7),
      implementAs: 'reminder',
      actionText: `Review the ${plural(waiting.length, 'expense')} waiting in Expenses`,
      link: { href: '/expenses', label: 'Open Expenses' },
    },
  ];
}

function activitySuggestion({ activities, now }: SuggestionInput): Recommendation[] {
  const shared = activities.filter((a) => a.category !== 'Health & Appointments' && a.date <= today(now)).map((a) => a.date);
  const last = shared.sort().at(-1) ?? null;
  if (last && daysSince(`${last}T00:00:00Z`, now) < NO_ACTIVITY_DAYS) return [];
  return [
    {
      id: `no-activity:${last ?? 'none'}`,
      type: 'wellness',
      priority: 'low',
      title: 'Plan a shared activity for the children',
      description: last
        ? `The last activity in the calendar or timeline was on ${last}, more than 3 weeks ago.`
        : 'No activity is in the calendar or timeline yet.',
      actionable: true,
      estimatedImpact: 'Regular shared time gives the children something to look forward to',
      dueDate: addDays(today(now), 14),
      implementAs: 'event',
      actionText: 'Family time together',
      link: { href: '/calendar', label: 'Open Calendar' },
    },
  ];
}

function toneSuggestion({ messages, now }: SuggestionInput): Recommendation[] {
  if (messages.total < 5 || messages.flagged * 5 < messages.total) return [];
  return [
    {
      id: 'tone-coach',
      type: 'communication',
      priority: 'medium',
      title: 'Use the tone coach before sending',
      description: `${messages.flagged} of ${plural(messages.total, 'message')} in this period were flagged by the tone coach.`,
      actionable: true,
      estimatedImpact: 'Calmer wording makes a calm answer more likely',
      dueDate: addDays(today(now), 14),
      // Something both parents try over time: a shared goal with a due date.
      implementAs: 'goal',
      actionText: "Try the tone coach's calmer version before sending",
      link: { href: '/messages', label: 'Open Messages' },
    },
  ];
}

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Every rule over the family's data; highest priority first. */
export function suggestionsFor(input: SuggestionInput): Recommendation[] {
  return [
    ...swapSuggestions(input),
    ...lateWeekdaySuggestions(input),
    ...expenseSuggestion(input),
    ...toneSuggestion(input),
    ...activitySuggestion(input),
  ].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}
