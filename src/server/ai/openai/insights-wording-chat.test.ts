import { describe, expect, it } from 'vitest';
import { useFakeChatEndpoint } from '../../testing/fake-chat-endpoint.js';
import type { InsightsWordingInput } from '../../../common/schemas/insights.js';
import { insightsWordingOffline } from '../offline/insights/insights-wording.js';

const input: InsightsWordingInput = {
  period: 'month',
  metrics: [
    { label: 'Communication Quality', value: 92, unit: '%', trend: 'up' },
    { label: 'Schedule Adherence', value: 75, unit: '%', trend: 'stable' },
    { label: 'Family Activities', value: 2.5, unit: 'per week', trend: 'down' },
    { label: 'Goal Achievement', value: null, unit: '%', trend: 'stable' },
  ],
  highlights: ['All 8 exchanges on time'],
  attention: ['3 expenses waiting more than 7 days', '1 exchange late'],
};

describe('insights wording', () => {
  it('offline: one sentence from the figures', () => {
    expect(insightsWordingOffline(input)).toEqual({
      summary:
        'This month: communication quality 92% (up), schedule adherence 75% (steady), family activities 2.5 per week (down). 1 highlight and 2 areas for attention.',
    });
    expect(insightsWordingOffline({ ...input, metrics: [], highlights: [], attention: [] }).summary).toMatch(/not enough/);
  });

  describe('OpenAI-compatible', () => {
    const chat = useFakeChatEndpoint();

    it('sends the figures only and returns the validated wording', async () => {
      chat.answer = JSON.stringify({ summary: 'Handovers held steady at 75% on time this month.' });
      expect(await chat.provider().insightsWording(input)).toEqual({ summary: 'Handovers held steady at 75% on time this month.' });
      expect(JSON.parse(chat.bodies[0]?.messages[1]?.content ?? '')).toEqual(input);
      expect(chat.fallbacks).toEqual([]);
    });

    it.each([
      ['a wrong shape', 200, JSON.stringify({ insight: 'x' })],
      ['an HTTP error', 500, ''],
    ])('falls back to the offline wording on %s', async (_label, code, content) => {
      chat.fallbacks.length = 0;
      chat.status = code;
      chat.answer = content;
      expect(await chat.provider().insightsWording(input)).toEqual(insightsWordingOffline(input));
      expect(chat.fallbacks).toHaveLength(1);
    });
  });
});
