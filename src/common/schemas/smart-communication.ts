import { z } from 'zod';

export const SMART_TEXT_MAX = 5000;

const text = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} is required`)
    .max(SMART_TEXT_MAX, `${what} must be at most ${SMART_TEXT_MAX} characters`);

/** Body of POST /api/ai/enhance-message (SPEC.md section 7, 'Enhance message'). */
export const enhanceMessageRequestSchema = z.object({
  message: text('Message'),
  context: z.literal('co-parenting', { error: "Context must be 'co-parenting'" }).default('co-parenting'),
});

export const SUGGESTION_TYPES = ['tone_improvement', 'empathy'] as const;
export const IMPACT_LEVELS = ['moderate', 'significant'] as const;

/** The message suggestion of SPEC.md section 3. */
export const messageSuggestionSchema = z.object({
  id: z.string().trim().min(1).max(100),
  type: z.enum(SUGGESTION_TYPES),
  original: z.string().max(SMART_TEXT_MAX),
  improved: z.string().max(SMART_TEXT_MAX),
  explanation: z.string().max(1000),
  impactLevel: z.enum(IMPACT_LEVELS),
});
export type MessageSuggestion = z.infer<typeof messageSuggestionSchema>;

export interface EnhanceMessageResponse {
  enhancedVersion: string;
  suggestions: MessageSuggestion[];
}

/** Body of POST /api/ai/sentiment (SPEC.md section 7, 'Sentiment analysis'). */
export const sentimentRequestSchema = z.object({ text: text('Text') });
export interface SentimentResponse {
  /** 0 (very negative) to 1 (very positive). */
  sentiment: number;
}

export const EMOTIONAL_TONES = ['positive', 'neutral', 'negative'] as const;
export type EmotionalTone = (typeof EMOTIONAL_TONES)[number];
export const URGENCY_LEVELS = ['high', 'medium'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

/** Body of POST /api/smart-communication/analyses: an analysis the screen built. */
export const createMessageAnalysisSchema = z
  .object({
    originalText: text('Original text'),
    enhancedText: z.string({ error: 'Enhanced text must be text' }).max(SMART_TEXT_MAX, 'Enhanced text is too long'),
    sentimentScore: z
      .number({ error: 'Sentiment score must be a number' })
      .min(0, 'Sentiment score must be 0 to 1')
      .max(1, 'Sentiment score must be 0 to 1'),
    emotionalTone: z.enum(EMOTIONAL_TONES, { error: 'Emotional tone must be positive, neutral or negative' }),
    readabilityScore: z.number().int('Readability score must be a whole number').min(0).max(100),
    urgencyLevel: z.enum(URGENCY_LEVELS, { error: 'Urgency must be high or medium' }),
    suggestions: z.array(messageSuggestionSchema).max(20, 'At most 20 suggestions'),
  })
  .strict();
export type CreateMessageAnalysis = z.infer<typeof createMessageAnalysisSchema>;

/** The message analysis of SPEC.md section 3, as stored. */
export interface MessageAnalysis extends CreateMessageAnalysis {
  id: string;
  timestamp: string;
}

export interface ToneMix {
  calm: number;
  neutral: number;
  heated: number;
}

/** The communication summary of SPEC.md section 3, plus the tone mix. */
export interface CommunicationSummary {
  period: { from: string; to: string; days: number };
  totalMessages: number;
  previousTotalMessages: number;
  sentimentTrend: 'improving' | 'declining' | 'stable';
  averageSentiment: number | null;
  previousAverageSentiment: number | null;
  conflictResolved: number;
  positiveInteractions: number;
  /** Minutes; null when nobody answered the other parent in the period. */
  averageResponseTime: number | null;
  communicationScore: number;
  keyTopics: { topic: string; count: number }[];
  recommendations: string[];
  toneMix: ToneMix;
}
