import { CONFLICT_ANALYSIS } from '../../../../common/constants.js';
import { createFormat } from '../../../../common/format/format.js';
import type { LegalReportFacts, ReportExpenses } from '../../../../common/schemas/legal.js';
import { balanceAfterPaymentsSentence } from '../../../../common/legal-report-lines.js';
import { judgeTone } from '../analyze-conflict.js';

/** Figures worked out beforehand (the tone coach's count, in a worker thread), so they are not computed again. */
export interface KnownReportFigures {
  toneCoachFlags?: number | undefined;
}

/** Whether the composer's tone check flags a message: it looks at drafts of 10 characters or more. */
export function toneCoachFlags(content: string): boolean {
  if (content.trim().length < CONFLICT_ANALYSIS.minLength) return false;
  const tone = judgeTone(content);
  return tone.needsRewrite || tone.tone === 'heated';
}

export interface ParentFigures {
  name: string;
  sent: number;
  /** Messages of theirs the other parent has read. */
  read: number;
  /** Minutes this parent took to answer the other parent, per reply. */
  replyMinutes: number[];
  medianReplyMinutes: number | null;
}

/**
 * Real figures from the record, computed without any network: the ground every generated sentence stands on.
 * The tone coach's estimate is one family-wide count: never per message, never per parent (a classifier's
 * guess is not a finding about a person), and never the words of a flagged message.
 */
export interface ReportFigures {
  messages: {
    total: number;
    conversations: number;
    perParent: ParentFigures[];
    /** How many of the period's messages the tone coach flags (it would suggest a calmer wording). */
    toneCoachFlags: number;
    /** Conversations whose record does not verify: the hash chain, or its latest signed checkpoint. */
    brokenChains: { subject: string; checked: number; reason: string | null }[];
    /** Conversations with a signed checkpoint. */
    checkpoints: number;
    /** Checkpoints printed by earlier reports that the chain no longer holds. */
    earlierBroken: { documentTitle: string; subject: string; messageCount: number }[];
    attachments: number;
  } | null;
  expenses: {
    count: number;
    totalCents: number;
    byStatus: ReportExpenses['byStatus'];
    topCategories: [string, number][];
    balance: ReportExpenses['balance'];
    /** With payments in the period: the balance after the confirmed ones, and that in a sentence. */
    afterPayments: { balance: NonNullable<ReportExpenses['balanceAfterPayments']>; confirmed: number; sentence: string } | null;
    disputed: { date: string; title: string; amountCents: number; reason: string | null }[];
  } | null;
  events: {
    count: number;
    byType: Record<string, number>;
    exchanges: number;
    swaps: Record<string, number>;
    swapList: { createdAt: string; requestedBy: string; status: string; dates: string[] }[];
  } | null;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function messageFigures(facts: LegalReportFacts, known: KnownReportFigures): ReportFigures['messages'] {
  if (!facts.messages) return null;
  const parents = new Map<string, ParentFigures>();
  const figuresOf = (id: string, name: string) => {
    let figures = parents.get(id);
    if (!figures) {
      figures = { name, sent: 0, read: 0, replyMinutes: [], medianReplyMinutes: null };
      parents.set(id, figures);
    }
    return figures;
  };
  for (const party of facts.parties) figuresOf(party.id, party.name);
  let flagged = 0;
  let attachments = 0;
  for (const conversation of facts.messages.conversations) {
    let previous: (typeof conversation.messages)[number] | undefined;
    for (const message of conversation.messages) {
      const figures = figuresOf(message.senderId, message.senderName);
      figures.sent += 1;
      if (message.readAt) figures.read += 1;
      attachments += message.attachments.length;
      if (previous && previous.senderId !== message.senderId) {
        figures.replyMinutes.push((Date.parse(message.sentAt) - Date.parse(previous.sentAt)) / 60_000);
      }
      // The composer's check: it shows a card when a rewrite is needed or the tone reads as heated.
      if (known.toneCoachFlags === undefined && toneCoachFlags(message.content)) flagged += 1;
      previous = message;
    }
  }
  const perParent = [...parents.values()].map((p) => ({ ...p, medianReplyMinutes: median(p.replyMinutes) }));
  return {
    total: facts.messages.total,
    conversations: facts.messages.conversations.filter((c) => c.messages.length > 0).length,
    perParent,
    toneCoachFlags: known.toneCoachFlags ?? flagged,
    brokenChains: facts.messages.conversations
      .filter((c) => !c.verification.intact)
      .map((c) => ({ subject: c.subject, checked: c.verification.checked, reason: c.verification.reason ?? null })),
    checkpoints: facts.messages.conversations.filter((c) => c.checkpoint).length,
    earlierBroken: (facts.earlierCheckpoints ?? [])
      .filter((e) => !e.inChain)
      .map((e) => ({ documentTitle: e.documentTitle, subject: e.subject, messageCount: e.messageCount })),
    attachments,
  };
}

function expenseFigures(facts: LegalReportFacts): ReportFigures['expenses'] {
  if (!facts.expenses) return null;
  const e = facts.expenses;
  return {
    count: e.items.length,
    totalCents: e.totalCents,
    byStatus: e.byStatus,
    topCategories: Object.entries(e.byCategory)
      .map(([category, sum]): [string, number] => [category, sum.cents])
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    balance: e.balance,
    afterPayments:
      e.payments && e.payments.length > 0 && e.balanceAfterPayments
        ? {
            balance: e.balanceAfterPayments,
            confirmed: e.payments.filter((p) => p.status === 'confirmed').length,
            sentence: balanceAfterPaymentsSentence(
              { payments: e.payments, balanceAfterPayments: e.balanceAfterPayments },
              createFormat(facts.family.locale, facts.range.timeZone),
            ),
          }
        : null,
    disputed: e.items
      .filter((i) => i.status === 'disputed')
      .map((i) => ({ date: i.date, title: i.title, amountCents: i.amountCents, reason: i.disputeReason })),
  };
}

function eventFigures(facts: LegalReportFacts): ReportFigures['events'] {
  if (!facts.events) return null;
  const byType: Record<string, number> = {};
  for (const event of facts.events.items) byType[event.type] = (byType[event.type] ?? 0) + 1;
  const swaps: Record<string, number> = {};
  for (const swap of facts.events.swapRequests) swaps[swap.status] = (swaps[swap.status] ?? 0) + 1;
  return {
    count: facts.events.items.length,
    byType,
    exchanges: facts.events.custodyExchanges.length,
    swaps,
    swapList: facts.events.swapRequests.map((s) => ({
      createdAt: s.createdAt,
      requestedBy: s.requestedBy,
      status: s.status,
      dates: s.dates,
    })),
  };
}

export function reportFigures(facts: LegalReportFacts, known: KnownReportFigures = {}): ReportFigures {
  return { messages: messageFigures(facts, known), expenses: expenseFigures(facts), events: eventFigures(facts) };
}
