import { conflictAnalysisSchema } from '../../../common/schemas/ai.js';
import type { AiProvider } from '../ai-provider.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';
import { expenseAnalysisViaChat } from './expense-analysis-chat.js';
import { journalSuggestionsViaChat } from './journal-suggestions-chat.js';
import { mediaAnalysisViaChat } from './media-analysis-chat.js';
import { legalReportViaChat } from './legal-report-chat.js';
import { wellnessInsightViaChat } from './wellness-insight-chat.js';

export const CONFLICT_SYSTEM_PROMPT = [
  'You are a tone coach for separated parents who message each other about their children.',
  "Analyse the parent's draft message. Reply with one JSON object only, with exactly these keys:",
  '"tone": "heated", "calm" or "neutral";',
  '"needsRewrite": true when blame, insults, contempt, threats, demands, shouting, sarcasm or passive aggression would make a calm answer less likely;',
  '"rewritten": a calm, brief version that keeps every fact and request (times, dates, amounts, names, places) and drops the attack, or the draft unchanged when no rewrite is needed;',
  '"suggestions": a list of short, specific suggestions naming what you found (empty when none).',
].join(' ');

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
    async analyzeConflict(message) {
      try {
        return await chatJson(endpoint, conflictAnalysisSchema, [
          { role: 'system', content: CONFLICT_SYSTEM_PROMPT },
          { role: 'user', content: message },
        ]);
      } catch (error) {
        onFallback?.(error);
        return fallback.analyzeConflict(message);
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
    async legalReport(facts) {
      try {
        return await legalReportViaChat(endpoint, facts);
      } catch (error) {
        onFallback?.(error);
        return fallback.legalReport(facts);
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
  };
}
