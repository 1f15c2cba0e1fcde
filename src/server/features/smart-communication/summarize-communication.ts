import type { CommunicationSummary, ToneMix } from '../../../common/schemas/smart-communication.js';
import { judgeTone } from '../../ai/offline/analyze-conflict.js';
import type { Db } from '../../db/database.js';
import { communicationScore } from './communication-score.js';
import { conversationFlow, type ToneMessage } from './conversation-flow.js';
import { keyTopics } from './key-topics.js';
import { loadRecentMessages } from './load-recent-messages.js';
import { recommendationsFor } from './recommendations.js';
import { sentimentScore } from './sentiment-score.js';

export const PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A change in average sentiment smaller than this between the two periods is 'stable'. */
const TREND_MARGIN = 0.05;

const average = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
const round = (value: number | null, places: number): number | null =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

/**
 * The family's communication over the last 30 days against the 30 before (see README.md in this folder
 * for every figure's definition). Tones come from the offline analyser so the summary costs no AI calls.
 */
export async function summarizeCommunication(opts: { db: Db; familyId: string; now?: Date }): Promise<CommunicationSummary> {
  const now = opts.now ?? new Date();
  const from = new Date(now.getTime() - PERIOD_DAYS * DAY_MS).toISOString();
  const since = new Date(now.getTime() - 2 * PERIOD_DAYS * DAY_MS).toISOString();
  const rows = await loadRecentMessages({ db: opts.db, familyId: opts.familyId, since });
  const messages: (ToneMessage & { sentiment: number })[] = rows.map((m) => ({
    ...m,
    tone: judgeTone(m.content).tone,
    sentiment: sentimentScore(m.content),
  }));
  const current = messages.filter((m) => m.createdAt >= from);
  const previous = messages.filter((m) => m.createdAt < from);

  const toneMix: ToneMix = { calm: 0, neutral: 0, heated: 0 };
  for (const m of current) toneMix[m.tone] += 1;
  const averageSentiment = average(current.map((m) => m.sentiment));
  const previousAverageSentiment = average(previous.map((m) => m.sentiment));
  const delta = averageSentiment !== null && previousAverageSentiment !== null ? averageSentiment - previousAverageSentiment : 0;
  const flow = conversationFlow(messages, from);
  const averageResponseTime = round(average(flow.responseMinutes), 0);

  const figures = {
    totalMessages: current.length,
    previousTotalMessages: previous.length,
    sentimentTrend: delta > TREND_MARGIN ? 'improving' : delta < -TREND_MARGIN ? 'declining' : 'stable',
    averageSentiment: round(averageSentiment, 3),
    previousAverageSentiment: round(previousAverageSentiment, 3),
    conflictResolved: flow.conflictResolved,
    positiveInteractions: current.filter((m) => m.sentiment > 0.6).length,
    averageResponseTime,
    keyTopics: keyTopics(current.map((m) => m.content)),
    toneMix,
  } satisfies Omit<CommunicationSummary, 'recommendations' | 'communicationScore' | 'period'>;
  return {
    period: { from, to: now.toISOString(), days: PERIOD_DAYS },
    ...figures,
    communicationScore: communicationScore({
      averageSentiment,
      heatedShare: current.length === 0 ? 0 : toneMix.heated / current.length,
      averageResponseMinutes: averageResponseTime,
    }),
    recommendations: recommendationsFor(figures),
  };
}
