import { z } from 'zod';

/** Body of POST /api/ai/conflict-diffuser: the draft to analyse. */
export const conflictDiffuserRequestSchema = z.object({
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
});

export const TONES = ['heated', 'calm', 'neutral'] as const;
export type Tone = (typeof TONES)[number];

/** The conflict analysis result of SPEC.md section 3. */
export const conflictAnalysisSchema = z.object({
  tone: z.enum(TONES),
  needsRewrite: z.boolean(),
  rewritten: z.string(),
  suggestions: z.array(z.string()),
});
export type ConflictAnalysis = z.infer<typeof conflictAnalysisSchema>;
