import type { ConflictType, ScheduleAnalysis } from '../../../common/schemas/smart-scheduling.js';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { Db } from '../../db/database.js';
import { loadNotificationPreferences } from '../../notifications/notification-preferences.js';
import { detectConflicts, type DetectedConflict } from './conflicts/detect-conflicts.js';
import { coordinationScore } from './coordination-score.js';
import { loadWeek, type LoadedWeek } from './load-week.js';
import { scheduleAnalytics } from './schedule-analytics.js';
import { loadSnoozed } from './snoozes.js';
import type { PlannedSuggestion } from './suggestions/planned-suggestion.js';
import { planSuggestions } from './suggestions/plan-suggestions.js';
import { timed } from './week-facts.js';
import { loadFamilySettings } from './coordination-settings.js';

export interface AnalysedWeek {
  week: LoadedWeek;
  conflicts: DetectedConflict[];
  suggestions: PlannedSuggestion[];
}

/** The conflicts (of events starting in the week) and the suggestions, with their plans: what Auto-Fix and Implement redo. */
export async function analyseWeek(opts: { db: Db; familyId: string; userId: string; date: string; now?: Date }): Promise<AnalysedWeek> {
  const week = await loadWeek(opts);
  const { start, end } = week.window;
  const conflicts = detectConflicts(week.facts).filter((c) =>
    c.affectedEvents.some((id) => {
      const e = week.facts.events.find((x) => x.id === id);
      return e !== undefined && e.start >= start && e.start < end;
    }),
  );
  return { week, conflicts, suggestions: planSuggestions(week.facts, week.window) };
}

/** POST /api/ai/smart-schedule: the week of `date`, from the family's own records. */
export async function analyseSchedule(opts: {
  db: Db;
  ai: AiProvider;
  familyId: string;
  userId: string;
  date: string;
  now?: Date;
}): Promise<ScheduleAnalysis> {
  const { db, familyId, userId } = opts;
  const { week, conflicts, suggestions } = await analyseWeek(opts);
  const snoozed = await loadSnoozed(db, familyId, userId, opts.now ?? new Date());
  const analytics = await scheduleAnalytics({ db, familyId, week });
  const settings = await loadFamilySettings(db.kysely, familyId);
  const preferences = await loadNotificationPreferences(db, userId);
  const weekEvents = timed(week.facts.events).filter((e) => e.start >= week.window.start && e.start < week.window.end);
  const features = [
    settings.conflictAlerts,
    week.facts.handovers.length > 0 && preferences.channels.reminder !== 'none',
    settings.travelBufferMinutes > 0,
    preferences.weeklySummary,
  ];
  const score = coordinationScore({
    openConflicts: conflicts.length,
    analytics,
    events: { assigned: weekEvents.filter((e) => e.assignedParent !== null).length, total: weekEvents.length },
    featuresOn: features.filter(Boolean).length,
    features: features.length,
  });
  const visible = suggestions.filter((s) => !snoozed.has(s.id));
  const byType: Partial<Record<ConflictType, number>> = {};
  for (const c of conflicts) byType[c.type] = (byType[c.type] ?? 0) + 1;
  const { summary } = await opts.ai.scheduleSummary({
    conflicts: byType,
    suggestions: visible.length,
    adherence: analytics.adherence,
    averageBuffer: analytics.averageBuffer,
    travelBuffer: settings.travelBufferMinutes,
    conflictsResolved: analytics.conflictsResolved,
    coordinationScore: score.value,
  });
  return {
    period: week.period,
    conflicts: conflicts.map(({ suggestedResolutions, ...c }) => ({
      ...c,
      suggestedResolutions: suggestedResolutions.map(({ action: _a, ...r }) => r),
    })),
    suggestions: visible.map(({ plan: _p, ...s }) => s),
    snoozed: suggestions.filter((s) => snoozed.has(s.id)).length,
    analytics,
    coordinationScore: score,
    summary,
  };
}
