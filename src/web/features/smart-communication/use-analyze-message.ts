import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMessageAnalysis,
  EnhanceMessageResponse,
  MessageAnalysis,
  SentimentResponse,
} from '@common/schemas/smart-communication';
import { apiJson } from '@/lib/api';
import { messageAnalysesQuery } from '@/lib/queries/smart-communication';
import { buildAnalysis } from './build-analysis';

/** Runs the two calls (enhance and sentiment), builds the result and keeps it in the user's analyses. */
export function useAnalyzeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<CreateMessageAnalysis> => {
      const [enhanced, sentiment] = await Promise.all([
        apiJson<EnhanceMessageResponse>('POST', '/api/ai/enhance-message', { message: text, context: 'co-parenting' }),
        apiJson<SentimentResponse>('POST', '/api/ai/sentiment', { text }),
      ]);
      const analysis = buildAnalysis({
        text,
        enhancedVersion: enhanced.enhancedVersion,
        suggestions: enhanced.suggestions,
        sentiment: sentiment.sentiment,
      });
      apiJson<MessageAnalysis>('POST', '/api/smart-communication/analyses', analysis)
        .then(() => queryClient.invalidateQueries({ queryKey: messageAnalysesQuery().queryKey }))
        .catch((error: unknown) => console.error('Storing the message analysis failed', error));
      return analysis;
    },
    // SPEC.md section 8: a failed analysis is only logged.
    onError: (error) => console.error('Message analysis failed', error),
  });
}
