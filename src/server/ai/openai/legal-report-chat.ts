import { legalReportInsightsSchema, type LegalReportFacts, type LegalReportInsights } from '../../../common/schemas/legal.js';
import { keyEventsOf } from '../offline/legal-report/key-events.js';
import { reportFigures } from '../offline/legal-report/report-figures.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';

export const LEGAL_REPORT_SYSTEM_PROMPT = [
  'You write the summary part of a court-ready report about two separated parents, for a judge or mediator.',
  'You receive figures computed from their records (messages, expenses in US cents, calendar events, custody exchanges, swap requests) and a list of candidate key events.',
  'Be neutral and factual: state figures exactly as given, never invent facts, never take sides, never diagnose.',
  'Reply with one JSON object only, with exactly these keys:',
  '"summary": 2-4 sentences on the period as a whole, including whether the message record verified intact;',
  '"communicationSummary": 2-4 sentences on messages per parent, reply times and heated messages;',
  '"expenseSummary": 2-4 sentences on totals by status and category and the balance (amounts in dollars with 2 decimals);',
  '"keyEvents": the most telling of the candidate key events, unchanged, at most 20, each {"date","title","type"};',
  '"recommendations": 1-6 short, concrete and neutral next steps.',
].join(' ');

/**
 * Asks the endpoint to word the report's AI part. It gets figures computed from the record (counts, reply
 * times, totals, dates), never the messages' text, which stays on this server.
 */
export async function legalReportViaChat(endpoint: ChatEndpoint, facts: LegalReportFacts): Promise<LegalReportInsights> {
  const figures = reportFigures(facts);
  const { messages } = figures;
  const user = JSON.stringify({
    range: facts.range,
    parties: facts.parties.map((p) => p.name),
    messages: messages && {
      ...messages,
      perParent: messages.perParent.map(({ replyMinutes: _replyMinutes, ...p }) => p),
      heated: messages.heated.map(({ excerpt: _excerpt, ...h }) => h),
    },
    expenses: figures.expenses,
    events: figures.events,
    candidateKeyEvents: keyEventsOf(facts, figures),
  });
  return chatJson(endpoint, legalReportInsightsSchema, [
    { role: 'system', content: LEGAL_REPORT_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ]);
}
