import { z } from 'zod';

/** Body of POST /api/ai/conflict-diffuser: the draft to analyse. */
export const conflictDiffuserRequestSchema = z.object({
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
  /** The parent asked to improve the draft ('Improve'): a merely curt draft also gets a friendlier wording. */
  improve: z.boolean({ error: 'Improve must be true or false' }).optional(),
});

export interface ConflictAnalysisOptions {
  improve?: boolean;
}

export const TONES = ['heated', 'calm', 'neutral'] as const;
export type Tone = (typeof TONES)[number];

/** What the coach can name in a draft; 'hostile_wording' is the model's call on a sentence with no rule phrase. */
export const TONE_FINDING_KINDS = [
  'threat',
  'insult',
  'contempt',
  'blame',
  'shouting',
  'sarcasm',
  'demand',
  'passive_aggression',
  'guilt_trip',
  'hostile_wording',
] as const;

export const toneFindingSchema = z.object({ kind: z.enum(TONE_FINDING_KINDS), phrase: z.string() });
export type ToneFinding = z.infer<typeof toneFindingSchema>;

/** The conflict analysis result of SPEC.md section 3, plus what was found (each kind with its words). */
export const conflictAnalysisSchema = z.object({
  tone: z.enum(TONES),
  needsRewrite: z.boolean(),
  rewritten: z.string(),
  suggestions: z.array(z.string()),
  findings: z.array(toneFindingSchema).default([]),
});
export type ConflictAnalysis = z.infer<typeof conflictAnalysisSchema>;
