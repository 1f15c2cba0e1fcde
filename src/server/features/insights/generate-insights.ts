import type { FamilyInsights, InsightPeriod, Recommendation } from '../../../common/schemas/insights.js';
import { insightMood } from '../../../common/wellness-summary.js';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { Db } from '../../db/database.js';
import { computeInsights } from './compute-insights.js';
import { hiddenSuggestionKeys } from './dismiss-suggestion.js';
import { listGoals } from './list-goals.js';
import { loadInsightsData } from './load-insights-data.js';
import { periodRange } from './period-range.js';

/**
 * POST /api/ai/family-insights: the figures computed from the family's record for the period (and the viewer's own
 * wellness), worded by the AI provider (offline sentences by default); the provider never computes a figure.
 */
export async function generateInsights(opts: {
  db: Db;
  ai: AiProvider;
  familyId: string;
  userId: string;
  period: InsightPeriod;
  now?: Date;
}): Promise<FamilyInsights> {
  const { db, ai, familyId, userId, period } = opts;
  const now = opts.now ?? new Date();
  const range = periodRange(period, now);
  const data = await loadInsightsData({ db, familyId, viewerId: userId, range });
  const goals = await listGoals(db.kysely, familyId);
  const hidden = await hiddenSuggestionKeys({ db, familyId, userId, now });
  const computed = computeInsights({ period, range, data, goals, hidden });
  const { summary } = await ai.insightsWording({
    period,
    metrics: computed.metrics.map(({ label, value, unit, trend }) => ({ label, value, unit, trend })),
    highlights: computed.highlights,
    attention: computed.attention,
  });
  const w = computed.wellness;
  const insight =
    w.mood !== null && w.stress !== null
      ? (
          await ai.wellnessInsight({
            mood: insightMood(w.mood),
            stressLevel: Math.min(10, Math.max(1, Math.round(w.stress))),
            entries: data.wellness.slice(0, 60),
            today: now.toISOString().slice(0, 10),
          })
        ).insight
      : null;
  return { ...computed, generatedAt: now.toISOString(), provider: ai.name, summary, wellness: { ...w, insight } };
}

/** The suggestion with this id, as the rules give it now for the viewer (null when its cause is gone). */
export async function findSuggestion(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  period: InsightPeriod;
}): Promise<Recommendation | undefined> {
  const { period } = opts;
  const range = periodRange(period, new Date());
  const data = await loadInsightsData({ db: opts.db, familyId: opts.familyId, viewerId: opts.userId, range });
  const goals = await listGoals(opts.db.kysely, opts.familyId);
  return computeInsights({ period, range, data, goals, hidden: new Set() }).suggestions.find((s) => s.id === opts.id);
}
