import { journalSuggestionsSchema, type JournalSuggestions } from '../../../common/schemas/timeline.js';
import { TIMELINE_TYPES } from '../../../common/timeline-rules.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';

export const JOURNAL_SYSTEM_PROMPT = [
  "You help a separated parent record a moment in their child's timeline, which both parents may read.",
  'Read the entry (title and description). Reply with one JSON object only, with exactly these keys:',
  `"categoryRecommendation": one of ${TIMELINE_TYPES.map((t) => `"${t}"`).join(', ')} (milestone for firsts, lost teeth, birthdays, graduations and new skills; school for school work, teachers, tests and school events; medical for doctors, dentists, vaccines, illness and allergies; achievement for wins, awards, medals, certificates and goals; photo when the entry is about a photo or picture; memory otherwise);`,
  '"suggestedTags": up to 6 short lowercase tags drawn from the entry;',
  '"milestoneDetected": true when the entry records a first, a lost tooth, a birthday, a graduation or a new skill;',
  '"memoryPrompts": 2 or 3 short questions about this specific entry that help the parent write down details worth keeping;',
  '"photoSuggestions": 2 or 3 short ideas for a photo that would go with this specific entry.',
  'Never invent facts that are not in the entry and never judge the other parent.',
].join(' ');

/** Timeline suggestions from an OpenAI-compatible endpoint, validated with the shared schema. */
export function journalSuggestionsViaChat(endpoint: ChatEndpoint, content: string): Promise<JournalSuggestions> {
  return chatJson(endpoint, journalSuggestionsSchema, [
    { role: 'system', content: JOURNAL_SYSTEM_PROMPT },
    { role: 'user', content },
  ]);
}
