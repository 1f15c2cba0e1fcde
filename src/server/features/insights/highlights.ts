import type { ActivityFigures } from './family-activities.js';
import type { AdherenceFigures } from './schedule-adherence.js';
import type { CommunicationFigures } from './communication-quality.js';
import type { GoalFigures } from './goal-achievement.js';
import { plural } from './trend.js';

export interface HighlightInput {
  communication: CommunicationFigures;
  adherence: AdherenceFigures;
  activities: ActivityFigures;
  goals: GoalFigures;
  /** Expenses still pending more than 7 days after they were added. */
  expensesWaiting: number;
  /** Swap requests of the co-parent waiting for the viewer's answer. */
  swapsWaiting: number;
  /** Shared goals past their due date and not done. */
  goalsOverdue: number;
}

/** 'This Month's Highlights' and 'Areas for Attention': plain facts from the period's figures, never a judgement of a person. */
export function highlightsAndAttention(input: HighlightInput): { highlights: string[]; attention: string[] } {
  const { communication: c, adherence: a, activities, goals } = input;
  const highlights: string[] = [];
  const attention: string[] = [];
  if (a.total > 0 && a.onTime === a.total) highlights.push(`All ${plural(a.total, 'exchange')} on time`);
  else if (a.onTime > 0) highlights.push(`${a.onTime} of ${plural(a.total, 'exchange')} on time`);
  if (c.total > 0 && c.notFlagged === c.total) highlights.push(`None of ${plural(c.total, 'message')} flagged by the tone coach`);
  if (c.readRate !== null && c.readRate >= 90) highlights.push(`${c.readRate}% of messages read`);
  const top = Object.entries(activities.byCategory).sort(([, x], [, y]) => y - x)[0];
  if (top) highlights.push(`${plural(top[1], 'activity', 'activities')} in ${top[0]}`);
  if (goals.doneOnTime > 0) highlights.push(`${plural(goals.doneOnTime, 'shared goal')} done by the due date`);

  if (a.late > 0) attention.push(`${plural(a.late, 'exchange')} late`);
  if (a.missed > 0) attention.push(`${plural(a.missed, 'exchange')} missed`);
  if (a.unconfirmed > 0) attention.push(`${plural(a.unconfirmed, 'exchange')} not checked in`);
  const flagged = c.total - c.notFlagged;
  if (flagged > 0) attention.push(`${plural(flagged, 'message')} flagged by the tone coach`);
  if (c.medianReplyMinutes !== null && c.medianReplyMinutes > 1440) attention.push('Median reply time over a day');
  if (input.expensesWaiting > 0) attention.push(`${plural(input.expensesWaiting, 'expense')} waiting more than 7 days`);
  if (input.swapsWaiting > 0) attention.push(`${plural(input.swapsWaiting, 'swap request')} waiting for your answer`);
  if (input.goalsOverdue > 0) attention.push(`${plural(input.goalsOverdue, 'shared goal')} past the due date`);
  return { highlights, attention };
}
