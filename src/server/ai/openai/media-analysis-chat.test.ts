import { describe, expect, it } from 'vitest';
import { useFakeChatEndpoint } from '../../testing/fake-chat-endpoint.js';
import type { MediaAnalysisInput } from '../../../common/schemas/media.js';
import { analyzeMediaOffline } from '../offline/media/analyze-media.js';

const input: MediaAnalysisInput = {
  fileName: 'Beach day.jpg',
  mediaType: 'photo',
  facts: { takenAt: '2024-07-14T10:30:00.000Z', brightness: 0.7 },
  people: ['Emma'],
};

describe('OpenAI-compatible media analysis', () => {
  const chat = useFakeChatEndpoint();

  it('sends the name and facts (never the names typed), and keeps only the uploader’s people and a known category', async () => {
    chat.status = 200;
    chat.answer = JSON.stringify({
      eventCategory: 'seaside fun',
      emotionAnalysis: 'Relaxed (suggested by the occasion, not read from faces)',
      tags: ['Beach', 'summer', 'beach'],
      peopleDetected: ['A girl', 'Her father'],
      memoryHighlight: 'A summer morning at the beach.',
    });
    const result = await chat.provider().analyzeMedia(input);
    expect(result).toEqual({
      eventCategory: 'vacation',
      emotionAnalysis: 'Relaxed (suggested by the occasion, not read from faces)',
      tags: ['beach', 'summer'],
      peopleDetected: ['Emma'],
      memoryHighlight: 'A summer morning at the beach.',
    });
    const sent = chat.bodies.at(-1)?.messages[1]?.content ?? '';
    expect(JSON.parse(sent)).toEqual({ fileName: 'Beach day.jpg', mediaType: 'photo', facts: input.facts });
    expect(sent).not.toContain('Emma');
    expect(chat.fallbacks).toEqual([]);
  });

  it('falls back to the offline analysis on an error or a wrong shape', async () => {
    chat.status = 500;
    expect(await chat.provider().analyzeMedia(input)).toEqual(analyzeMediaOffline(input));
    chat.status = 200;
    chat.answer = JSON.stringify({ eventCategory: 'beach' });
    expect(await chat.provider().analyzeMedia(input)).toEqual(analyzeMediaOffline(input));
    expect(chat.fallbacks).toHaveLength(2);
  });
});
