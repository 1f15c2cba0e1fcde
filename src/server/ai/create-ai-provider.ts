import type { Config } from '../config.js';
import type { AiProvider } from './ai-provider.js';
import { createOfflineProvider } from './offline/offline-provider.js';
import { createOpenAiProvider } from './openai/openai-provider.js';

/** The offline provider, or the OpenAI-compatible one (which falls back to offline answers) per AI_PROVIDER. */
export function createAiProvider(
  config: Pick<Config, 'ai'>,
  options: { onFallback?: (error: unknown) => void; timeoutMs?: number } = {},
): AiProvider {
  const offline = createOfflineProvider();
  const { provider, baseUrl, apiKey, model } = config.ai;
  if (provider === 'openai' && baseUrl) return createOpenAiProvider({ baseUrl, apiKey, model, fallback: offline, ...options });
  return offline;
}
