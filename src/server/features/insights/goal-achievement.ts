import type { InsightMetric } from '../../../common/schemas/insights.js';
import { percent, plural, trendOf } from './trend.js';

export interface InsightGoal {
  dueDate: string;
  completedAt: string | null;
}

export interface GoalFigures {
  due: number;
  doneOnTime: number;
  value: number | null;
}

/**
 * Goals whose due date fell in the period and has passed (from `fromDate` to before `todayDate`), and how many were
 * done by the end of their due date (UTC).
 */
export function goalFigures(goals: InsightGoal[], fromDate: string, todayDate: string): GoalFigures {
  const due = goals.filter((g) => g.dueDate >= fromDate && g.dueDate < todayDate);
  const doneOnTime = due.filter((g) => g.completedAt !== null && g.completedAt.slice(0, 10) <= g.dueDate).length;
  return { due: due.length, doneOnTime, value: due.length ? percent(doneOnTime, due.length) : null };
}

/** Goal Achievement: the share of the shared goals due in the period that were done by their due date. */
export function goalsMetric(current: GoalFigures, previous: GoalFigures): InsightMetric {
  return {
    key: 'goals',
    label: 'Goal Achievement',
    value: current.value,
    unit: '%',
    trend: trendOf(current.value, previous.value, 5),
    previous: previous.value,
    description: `${current.doneOnTime} of ${plural(current.due, 'shared goal')} due in the period done by the due date`,
    empty: 'No shared goals were due in this period: implement a suggestion to agree one.',
  };
}
