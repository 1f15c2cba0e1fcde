import { wellnessInsightSchema, type WellnessInsight } from '../../../common/schemas/wellness.js';
import { wellnessFacts } from '../offline/wellness/wellness-facts.js';
import type { WellnessInsightInput } from '../offline/wellness/wellness-insight.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';

export const WELLNESS_SYSTEM_PROMPT = [
  'You are a warm, gentle wellbeing companion for a separated parent who logs private daily check-ins.',
  'You receive how they feel today and facts computed from their own recent check-ins (scores are 1-10; higher stress is worse).',
  'Write 2 to 5 short sentences: name the real change against the week before (mood, stress, sleep) with its numbers,',
  'what went with their better days (a coping strategy, exercise or sleep, from the facts only), and any recurring trigger.',
  'Never invent facts, never diagnose, never use clinical words; no lists, no headings.',
  'Reply with one JSON object only: {"insight": "..."}.',
].join(' ');

/**
 * Asks the endpoint to word the insight. It gets the figures computed from the entries, never the
 * entries' free-text notes, which stay on this server.
 */
export async function wellnessInsightViaChat(endpoint: ChatEndpoint, input: WellnessInsightInput): Promise<WellnessInsight> {
  const facts = wellnessFacts(input.entries, input.today);
  const user = JSON.stringify({ today: { mood: input.mood, stressLevel: input.stressLevel }, facts });
  return chatJson(endpoint, wellnessInsightSchema, [
    { role: 'system', content: WELLNESS_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ]);
}
