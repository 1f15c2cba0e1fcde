import type { EnhanceMessageResponse, MessageSuggestion } from '../../../common/schemas/smart-communication.js';
import type { AiProvider } from '../../ai/ai-provider.js';

const EMPATHY = /\b(?:thank|thanks|appreciate|understand|hope|sorry|i know|i feel|please)\b/i;
const EMPATHY_OPENER = 'I know we both want what is best for the kids. ';

/**
 * The tone coach's rewrite as the enhanced version, and its findings as suggestion cards: one tone
 * improvement per finding (the whole rewrite), plus an empathy card when the text has no warm words.
 * Asking for an analysis is asking to improve: a merely curt message gets its friendlier wording here.
 */
export async function enhanceMessage(ai: AiProvider, message: string): Promise<EnhanceMessageResponse> {
  const text = message.trim();
  const analysis = await ai.analyzeConflict(text, { improve: true });
  const enhancedVersion = analysis.needsRewrite ? analysis.rewritten : text;
  const suggestions: MessageSuggestion[] = analysis.needsRewrite
    ? analysis.suggestions.map((explanation, i) => ({
        id: `tone-${i + 1}`,
        type: 'tone_improvement',
        original: text,
        improved: analysis.rewritten,
        explanation,
        impactLevel: analysis.tone === 'heated' ? 'significant' : 'moderate',
      }))
    : [];
  if (!EMPATHY.test(enhancedVersion)) {
    suggestions.push({
      id: 'empathy',
      type: 'empathy',
      original: text,
      improved: `${EMPATHY_OPENER}${enhancedVersion}`,
      explanation: 'Opening with a shared goal makes the request easier to hear',
      impactLevel: 'moderate',
    });
  }
  return { enhancedVersion, suggestions };
}
