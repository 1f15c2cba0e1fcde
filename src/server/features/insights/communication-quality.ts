import type { InsightMetric } from '../../../common/schemas/insights.js';
import { durationText, median, percent, plural, trendOf } from './trend.js';

export interface InsightMessage {
  conversationId: string;
  senderId: string;
  createdAt: string;
  readAt: string | null;
  /** Whether the tone coach would show its card for it (a rewrite suggested, or heated). */
  flagged: boolean;
}

export interface CommunicationFigures {
  total: number;
  notFlagged: number;
  /** Minutes between a message and the other parent's next message in the same conversation, the median. */
  medianReplyMinutes: number | null;
  /** Percent of the messages read by the other parent. */
  readRate: number | null;
  /** Percent not flagged: the metric's value. */
  value: number | null;
}

/** The figures of the messages sent from `from` to `to`; `all` holds earlier ones too, so a reply's question is found. */
export function communicationFigures(all: InsightMessage[], from: Date, to: Date): CommunicationFigures {
  const inPeriod = (m: InsightMessage) => Date.parse(m.createdAt) >= from.getTime() && Date.parse(m.createdAt) < to.getTime();
  const current = all.filter(inPeriod);
  const replies: number[] = [];
  const byConversation = new Map<string, InsightMessage[]>();
  for (const m of all) byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m]);
  for (const list of byConversation.values()) {
    const sorted = list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (let i = 1; i < sorted.length; i++) {
      const [before, reply] = [sorted[i - 1], sorted[i]];
      if (before && reply && inPeriod(reply) && reply.senderId !== before.senderId)
        replies.push((Date.parse(reply.createdAt) - Date.parse(before.createdAt)) / 60_000);
    }
  }
  const total = current.length;
  const notFlagged = current.filter((m) => !m.flagged).length;
  return {
    total,
    notFlagged,
    medianReplyMinutes: median(replies),
    readRate: total ? percent(current.filter((m) => m.readAt !== null).length, total) : null,
    value: total ? percent(notFlagged, total) : null,
  };
}

/** Communication Quality: the share of the period's messages the tone coach did not flag, with reply time and read rate. */
export function communicationMetric(current: CommunicationFigures, previous: CommunicationFigures): InsightMetric {
  const parts = [
    `${current.notFlagged} of ${plural(current.total, 'message')} not flagged by the tone coach`,
    current.medianReplyMinutes !== null ? `median reply ${durationText(current.medianReplyMinutes)}` : null,
    current.readRate !== null ? `${current.readRate}% read` : null,
  ];
  return {
    key: 'communication',
    label: 'Communication Quality',
    value: current.value,
    unit: '%',
    trend: trendOf(current.value, previous.value, 5),
    previous: previous.value,
    description: parts.filter(Boolean).join(' · '),
    empty: 'No messages in this period yet: write to your co-parent in Messages.',
  };
}
