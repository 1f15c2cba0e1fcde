import { MEDIA_CATEGORIES } from '../../../common/media-rules.js';
import { mediaAnalysisSchema, type MediaAnalysis, type MediaAnalysisInput } from '../../../common/schemas/media.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';

export const MEDIA_SYSTEM_PROMPT = [
  "You describe a family's photo or video for a co-parenting memory library. You never see the picture:",
  'you receive its file name, whether it is a photo or a video, and facts read from the file',
  '(taken date as camera wall-clock time, GPS position, mean brightness 0-1, dominant colour, video length).',
  'Reply with one JSON object only, with exactly these keys:',
  `"eventCategory": one of ${Object.keys(MEDIA_CATEGORIES).join(', ')};`,
  '"emotionAnalysis": a short mood phrase suggested by the occasion, saying it is not read from faces;',
  '"tags": up to 12 short lower-case tags justified by the name and facts only (season, time of day, light, place);',
  '"peopleDetected": an empty list (you cannot see anyone);',
  '"memoryHighlight": one sentence built only from what you were given. Never invent people, places or events.',
].join(' ');

const CATEGORY_KEYS: readonly string[] = Object.keys(MEDIA_CATEGORIES);

/**
 * Asks the endpoint to describe the file from its name and facts. Whatever it answers, the people are
 * only those the uploader named and the category one the library knows (else the offline one).
 */
export async function mediaAnalysisViaChat(
  endpoint: ChatEndpoint,
  input: MediaAnalysisInput,
  offline: MediaAnalysis,
): Promise<MediaAnalysis> {
  const user = JSON.stringify({ fileName: input.fileName, mediaType: input.mediaType, facts: input.facts ?? {} });
  const answer = await chatJson(endpoint, mediaAnalysisSchema, [
    { role: 'system', content: MEDIA_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ]);
  const tags = [...new Set(answer.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))].slice(0, 12);
  return {
    ...answer,
    eventCategory: CATEGORY_KEYS.includes(answer.eventCategory) ? answer.eventCategory : offline.eventCategory,
    tags,
    peopleDetected: input.people ?? [],
  };
}
