import { scheduleSummarySchema, type ScheduleSummary, type ScheduleSummaryInput } from '../../../common/schemas/smart-scheduling.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';

export const SCHEDULE_SUMMARY_SYSTEM_PROMPT = [
  'You word a short summary of a week of the shared calendar of two separated parents, from counts computed by the app.',
  'Use only the figures given, with their numbers; never judge either parent, never guess causes or intentions.',
  'Write one to three short sentences. Reply with one JSON object only: {"summary": "..."}.',
].join(' ');

/** Asks the endpoint to word the week's summary (counts only: no names, no event titles). */
export async function scheduleSummaryViaChat(endpoint: ChatEndpoint, input: ScheduleSummaryInput): Promise<ScheduleSummary> {
  return chatJson(endpoint, scheduleSummarySchema, [
    { role: 'system', content: SCHEDULE_SUMMARY_SYSTEM_PROMPT },
    { role: 'user', content: JSON.stringify(input) },
  ]);
}
