import { legalReportInsightsSchema, type LegalReportFacts, type LegalReportInsights } from '../../../common/schemas/legal.js';
import { keyEventsOf } from '../offline/legal-report/key-events.js';
import { formatOf, legalReportBase, withToneCoachNote } from '../offline/legal-report/legal-report.js';
import { reportFigures, type KnownReportFigures } from '../offline/legal-report/report-figures.js';
import { sanitizeInsights } from '../offline/legal-report/without-verdicts.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';

export const LEGAL_REPORT_SYSTEM_PROMPT = [
  'You write the summary part of a court-ready report about two separated parents, for a judge or mediator.',
  'You receive figures computed from their records (messages, expenses in US cents, calendar events, custody exchanges, swap requests, custody schedule changes, audit log entries) and a list of candidate key events.',
  'Be neutral and factual: state figures exactly as given, never invent facts, never take sides, never diagnose.',
  'Never describe or judge the tone, wording or conduct of any message or person (no words such as heated, hostile, aggressive or rude): the report states facts, not verdicts.',
  'Dates: copy them exactly as written in the figures; never rewrite a date into another format.',
  'Reply with one JSON object only, with exactly these keys:',
  '"summary": 2-4 sentences on the period as a whole, including whether the message record verified intact;',
  '"communicationSummary": 2-4 sentences on messages per parent, reply times and reads;',
  '"expenseSummary": 2-4 sentences on totals by status and category and the balance (amounts in dollars with 2 decimals);',
  '"keyEvents": the most telling of the candidate key events, copied unchanged, at most 20, each {"date","title","type"};',
  '"recommendations": 1-6 short, concrete and neutral next steps.',
].join(' ');

/**
 * Asks the endpoint to word the report's AI part. It gets figures computed from the record (counts, reply
 * times, totals, dates), never the messages' text, which stays on this server, and nothing about tone. Its
 * answer is then held to the facts: key events must be candidates Amity computed, any sentence judging tone
 * or conduct is dropped (the offline wording takes its place when nothing is left), and the tone coach's
 * labelled, family-wide count is appended by Amity itself; dates are put into the family's format.
 */
export async function legalReportViaChat(
  endpoint: ChatEndpoint,
  facts: LegalReportFacts,
  known?: KnownReportFigures,
): Promise<LegalReportInsights> {
  const figures = reportFigures(facts, known);
  const candidateKeyEvents = keyEventsOf(facts, figures);
  const base = legalReportBase(facts, figures);
  const format = formatOf(facts);
  const { messages } = figures;
  const user = JSON.stringify({
    period: { from: format.date(facts.range.startDate), to: format.date(facts.range.endDate), timeZone: facts.range.timeZone },
    parties: facts.parties.map((p) => p.name),
    messages: messages && {
      total: messages.total,
      conversations: messages.conversations,
      perParent: messages.perParent.map(({ replyMinutes: _replyMinutes, ...p }) => p),
      brokenChains: messages.brokenChains,
      attachments: messages.attachments,
    },
    expenses: figures.expenses,
    events: figures.events,
    scheduleChanges: facts.scheduleHistory?.changes.length ?? null,
    auditLogEntries: facts.auditLog?.length ?? null,
    candidateKeyEvents,
    // The generated sentences, for the model to start from; every date in them is already in the family's format.
    draft: { summary: base.summary, communicationSummary: base.communicationSummary, expenseSummary: base.expenseSummary },
  });
  const answer = await chatJson(endpoint, legalReportInsightsSchema, [
    { role: 'system', content: LEGAL_REPORT_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ]);
  const clean = sanitizeInsights(answer, base, candidateKeyEvents);
  // Whatever date format the model used, the report has one.
  return {
    ...clean,
    summary: format.localise(clean.summary),
    communicationSummary: withToneCoachNote(format.localise(clean.communicationSummary), figures),
    expenseSummary: format.localise(clean.expenseSummary),
    recommendations: clean.recommendations.map(format.localise),
  };
}
