import { insightsWordingSchema, type InsightsWording, type InsightsWordingInput } from '../../../common/schemas/insights.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';

export const INSIGHTS_SYSTEM_PROMPT = [
  'You word a short summary of figures computed from the shared record of two separated parents.',
  'Use only the figures given, with their numbers; never judge either parent, never guess causes, no advice beyond the figures.',
  'Write one to three short sentences. Reply with one JSON object only: {"summary": "..."}.',
].join(' ');

/** Asks the endpoint to word the summary of the period's figures (no message text, no names). */
export async function insightsWordingViaChat(endpoint: ChatEndpoint, input: InsightsWordingInput): Promise<InsightsWording> {
  return chatJson(endpoint, insightsWordingSchema, [
    { role: 'system', content: INSIGHTS_SYSTEM_PROMPT },
    { role: 'user', content: JSON.stringify(input) },
  ]);
}
