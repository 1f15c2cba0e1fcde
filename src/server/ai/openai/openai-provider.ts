import { conflictAnalysisSchema, TONE_FINDING_KINDS } from '../../../common/schemas/ai.js';
import type { AiProvider } from '../ai-provider.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';
import { expenseAnalysisViaChat } from './expense-analysis-chat.js';
import { journalSuggestionsViaChat } from './journal-suggestions-chat.js';
import { mediaAnalysisViaChat } from './media-analysis-chat.js';
import { legalReportViaChat } from './legal-report-chat.js';
import { wellnessInsightViaChat } from './wellness-insight-chat.js';
import { insightsWordingViaChat } from './insights-wording-chat.js';
import { scheduleSummaryViaChat } from './schedule-summary-chat.js';

export const CONFLICT_SYSTEM_PROMPT = [
  'You are a tone coach for separated parents who message each other about their children.',
  "Analyse the parent's draft message. Reply with one JSON object only, with exactly these keys:",
  '"tone": "heated", "calm" or "neutral";',
  '"needsRewrite": true when blame, insults, contempt, threats (also conditional ones about the children or money), commands, shouting, sarcasm, guilt-tripping or passive aggression would make a calm answer less likely, and false for a polite or plain message, even a brief one without greeting or thanks;',
  '"rewritten": a calm, brief version that keeps every fact and request (times, dates, amounts, names, places) and drops the attack, or the draft unchanged when no rewrite is needed;',
  '"suggestions": a list of short, specific suggestions naming what you found (empty when none);',
  `"findings": a list of {"kind", "phrase"} with kind one of ${TONE_FINDING_KINDS.join(', ')} and phrase the exact words of the draft that show it (empty when none).`,
].join(' ');

/** Added when the parent pressed 'Improve': a curt draft may then get a friendlier wording too. */
export const IMPROVE_PROMPT =
  'The parent asked to improve this draft: if it is only curt, set needsRewrite true and add a greeting and a thank-you without changing its content.';

export interface OpenAiProviderOptions extends ChatEndpoint {
  /** Answers when the endpoint fails, times out or returns something invalid. */
  fallback: AiProvider;
  /** Told about each fallback (the app logs it); the user only sees the fallback's answer. */
  onFallback?: (error: unknown) => void;
}

/** An OpenAI-compatible chat-completions endpoint, validated with the shared schema, with the offline answer as fallback. */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const { fallback, onFallback, ...endpoint } = options;
  return {
    name: 'openai',
    async analyzeConflict(message, options) {
      try {
        const system = options?.improve ? `${CONFLICT_SYSTEM_PROMPT} ${IMPROVE_PROMPT}` : CONFLICT_SYSTEM_PROMPT;
        return await chatJson(endpoint, conflictAnalysisSchema, [
          { role: 'system', content: system },
          { role: 'user', content: message },
        ]);
      } catch (error) {
        onFallback?.(error);
        return fallback.analyzeConflict(message, options);
      }
    },
    async analyzeExpense(input) {
      try {
        return await expenseAnalysisViaChat(endpoint, input);
      } catch (error) {
        onFallback?.(error);
        return fallback.analyzeExpense(input);
      }
    },
    async journalSuggestions(content) {
      try {
        return await journalSuggestionsViaChat(endpoint, content);
      } catch (error) {
        onFallback?.(error);
        return fallback.journalSuggestions(content);
      }
    },
    async analyzeMedia(input) {
      const offline = await fallback.analyzeMedia(input);
      try {
        return await mediaAnalysisViaChat(endpoint, input, offline);
      } catch (error) {
        onFallback?.(error);
        return offline;
      }
    },
    async legalReport(facts, known) {
      try {
        return await legalReportViaChat(endpoint, facts, known);
      } catch (error) {
        onFallback?.(error);
        return fallback.legalReport(facts, known);
      }
    },
    async wellnessInsight(input) {
      try {
        return await wellnessInsightViaChat(endpoint, input);
      } catch (error) {
        onFallback?.(error);
        return fallback.wellnessInsight(input);
      }
    },
    async insightsWording(input) {
      try {
        return await insightsWordingViaChat(endpoint, input);
      } catch (error) {
        onFallback?.(error);
        return fallback.insightsWording(input);
      }
    },
    async scheduleSummary(input) {
      try {
        return await scheduleSummaryViaChat(endpoint, input);
      } catch (error) {
        onFallback?.(error);
        return fallback.scheduleSummary(input);
      }
    },
  };
}
