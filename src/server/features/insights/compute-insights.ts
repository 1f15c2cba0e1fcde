import type { FamilyInsights, InsightPeriod, SharedGoal } from '../../../common/schemas/insights.js';
import { activityPatterns, weeklyBreakdown } from './activity-patterns.js';
import { communicationFigures, communicationMetric } from './communication-quality.js';
import { activitiesMetric, activityFigures, categorise } from './family-activities.js';
import { goalFigures, goalsMetric } from './goal-achievement.js';
import { highlightsAndAttention } from './highlights.js';
import type { InsightsData } from './load-insights-data.js';
import type { PeriodRange } from './period-range.js';
import { adherenceFigures, adherenceMetric } from './schedule-adherence.js';
import { EXPENSE_WAIT_DAYS, suggestionsFor } from './suggestion-rules.js';
import { wellnessFigures } from './wellness-figures.js';

type Computed = Omit<FamilyInsights, 'generatedAt' | 'provider' | 'summary' | 'wellness'> & {
  wellness: Omit<FamilyInsights['wellness'], 'insight'>;
};

const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Every figure of Family Insights from the loaded rows: pure, so each is tested with known answers. `goals` are the
 * family's; `hidden` the suggestions the viewer put off (Not Now) and those already made into an open goal are left out.
 */
export function computeInsights(opts: {
  period: InsightPeriod;
  range: PeriodRange;
  data: InsightsData;
  goals: (SharedGoal & { suggestionKey: string | null })[];
  hidden: Set<string>;
}): Computed {
  const { range, data } = opts;
  const now = range.to;
  const past = data.exchanges.filter((x) => Date.parse(x.at) < now.getTime());
  const inCurrent = (x: { at: string }) => Date.parse(x.at) >= range.from.getTime();
  const communication = communicationFigures(data.messages, range.from, range.to);
  const previousCommunication = communicationFigures(data.messages, range.previousFrom, range.from);
  const adherence = adherenceFigures(past.filter(inCurrent), data.checkIns);
  const previousAdherence = adherenceFigures(
    past.filter((x) => !inCurrent(x)),
    data.checkIns,
  );
  const activities = categorise(data.activities);
  const activityNow = activityFigures(activities, range.from, range.to, range.days);
  const activityBefore = activityFigures(activities, range.previousFrom, range.from, range.days);
  const goals = goalFigures(opts.goals, dateOf(range.from), dateOf(now));
  const previousGoals = goalFigures(opts.goals, dateOf(range.previousFrom), dateOf(range.from));
  const expensesWaiting = data.pendingExpenses.filter(
    (e) => now.getTime() - Date.parse(e.createdAt) > EXPENSE_WAIT_DAYS * 86_400_000,
  ).length;

  const openGoalKeys = new Set(opts.goals.filter((g) => g.completedAt === null && g.suggestionKey).map((g) => g.suggestionKey));
  const suggestions = suggestionsFor({
    now,
    waitingSwaps: data.waitingSwaps,
    pendingExpenses: data.pendingExpenses,
    exchanges: past,
    checkIns: data.checkIns,
    activities,
    messages: { total: communication.total, flagged: communication.total - communication.notFlagged },
  }).filter((s) => !opts.hidden.has(s.id) && !openGoalKeys.has(s.id));

  return {
    period: opts.period,
    range: { from: range.from.toISOString(), to: range.to.toISOString(), previousFrom: range.previousFrom.toISOString() },
    metrics: [
      communicationMetric(communication, previousCommunication),
      adherenceMetric(adherence, previousAdherence),
      activitiesMetric(activityNow, activityBefore, range.days),
      goalsMetric(goals, previousGoals),
    ],
    ...highlightsAndAttention({
      communication,
      adherence,
      activities: activityNow,
      goals,
      expensesWaiting,
      swapsWaiting: data.waitingSwaps.length,
      goalsOverdue: opts.goals.filter((g) => g.completedAt === null && g.dueDate < dateOf(now)).length,
    }),
    patterns: activityPatterns(activities, range),
    weekly: weeklyBreakdown(activities, range),
    suggestions,
    goals: opts.goals.map(({ suggestionKey: _key, ...goal }) => goal),
    wellness: wellnessFigures(data.wellness, range.from, range.to),
  };
}
