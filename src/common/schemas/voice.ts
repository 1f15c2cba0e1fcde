import { z } from 'zod';
import { conflictAnalysisSchema } from './ai.js';

/** What the assistant understands (issue 16); anything else is 'other' and gets the spec's fallback reply. */
export const VOICE_INTENTS = ['schedule', 'send_message', 'wellness_checkin', 'reminder', 'expense', 'balance', 'other'] as const;
export type VoiceIntent = (typeof VOICE_INTENTS)[number];

/** The details of a command: day (schedule), message, what + when + at (reminder), amount + description (expense). */
export const voiceSlotsSchema = z.object({
  day: z.string().optional(),
  message: z.string().optional(),
  what: z.string().optional(),
  when: z.string().optional(),
  /** The reminder's instant (ISO UTC), worked out from `when` on the parent's clock. */
  at: z.string().optional(),
  amount: z.number().optional(),
  description: z.string().optional(),
});
export type VoiceSlots = z.infer<typeof voiceSlotsSchema>;

export const VOICE_SOURCES = ['typed', 'spoken', 'quick'] as const;

/** Body of POST /api/ai/voice-command (SPEC.md section 7: command text), plus what the recogniser measured. */
export const voiceCommandRequestSchema = z.strictObject({
  command: z
    .string({ error: 'Command must be text' })
    .trim()
    .min(1, 'Say or type a command')
    .max(1000, 'A command must be at most 1000 characters'),
  source: z.enum(VOICE_SOURCES, { error: 'Source must be typed, spoken or quick' }).default('typed'),
  /** Seconds of speech recorded; 0 for a typed command. */
  durationSeconds: z.number({ error: 'Duration must be a number' }).min(0).max(600).optional(),
  /** The recogniser's confidence in its transcript, in percent. */
  recognitionConfidence: z.number().min(0).max(100).optional(),
  timeZone: z.string().max(64).optional(),
});
export type VoiceCommandRequest = z.input<typeof voiceCommandRequestSchema>;

/** One exchange with the assistant, as Session History lists it (SPEC.md section 3). Text only: no audio is kept. */
export const voiceSessionSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  duration: z.number(),
  transcript: z.string(),
  aiResponse: z.string(),
  actionTaken: z.string(),
  confidence: z.number(),
  intent: z.enum(VOICE_INTENTS),
  source: z.enum(VOICE_SOURCES),
});
export type VoiceSession = z.infer<typeof voiceSessionSchema>;

/** What the parent confirms before anything reaches the co-parent or the shared record. */
export const voiceProposalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), content: z.string(), analysis: conflictAnalysisSchema }),
  z.object({ kind: z.literal('expense'), title: z.string(), amount: z.number(), expenseDate: z.string() }),
  z.object({ kind: z.literal('reminder'), what: z.string(), at: z.string() }),
]);
export type VoiceProposal = z.infer<typeof voiceProposalSchema>;

/** The answer of POST /api/ai/voice-command: response, actionTaken and confidence (spec), and what to do next. */
export const voiceCommandResponseSchema = z.object({
  response: z.string(),
  actionTaken: z.string(),
  confidence: z.number(),
  intent: z.enum(VOICE_INTENTS),
  slots: voiceSlotsSchema,
  session: voiceSessionSchema,
  proposal: voiceProposalSchema.nullable(),
  /** A screen to open (the wellness check-in). */
  navigateTo: z.string().nullable(),
});
export type VoiceCommandResponse = z.infer<typeof voiceCommandResponseSchema>;

/** Body of POST /api/voice/sessions/:id/outcome: what finally happened (sent, added, cancelled). */
export const voiceOutcomeRequestSchema = z.strictObject({
  actionTaken: z
    .string({ error: 'Action must be text' })
    .trim()
    .min(1, 'Action is required')
    .max(300, 'Action must be at most 300 characters'),
});

/** Body of POST /api/voice/reminders: a private reminder for the signed-in parent. */
export const createVoiceReminderRequestSchema = z.strictObject({
  what: z
    .string({ error: 'Say what to be reminded of' })
    .trim()
    .min(1, 'Say what to be reminded of')
    .max(200, 'A reminder must be at most 200 characters'),
  at: z.iso.datetime({ error: 'The time must be a date and time', offset: true }),
});

export const voiceReminderSchema = z.object({ id: z.string(), what: z.string(), at: z.string(), deliveredAt: z.string().nullable() });
export type VoiceReminder = z.infer<typeof voiceReminderSchema>;

/** The parent's own assistant settings (saved). */
export const voiceSettingsSchema = z.object({
  /** Reminders asked for are created at once (otherwise after 'Create reminder'). */
  autoScheduling: z.boolean(),
  /** Message drafts are prepared for sending (read back, tone-checked); sending still waits for 'Send'. */
  autoMessages: z.boolean(),
  /** Answers are spoken aloud as well as shown. */
  speakResponses: z.boolean(),
  /** Chrome's own recogniser, which sends audio to Google unless an on-device pack is installed: off unless chosen. */
  browserRecognition: z.boolean(),
});
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;
export const updateVoiceSettingsRequestSchema = voiceSettingsSchema.partial().strict();

/** Which engines this server has (detected at start). */
export const speechEnginesSchema = z.object({
  recognition: z.enum(['pocketsphinx', 'none']),
  synthesis: z.enum(['flite', 'espeak-ng', 'none']),
  /** How to turn server speech on when an engine is missing. */
  installHint: z.string().nullable(),
});
export type SpeechEngines = z.infer<typeof speechEnginesSchema>;

/** A transcript from POST /api/voice/transcribe. */
export const transcriptSchema = z.object({
  transcript: z.string(),
  confidence: z.number(),
  durationSeconds: z.number(),
  engine: z.string(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** SPEC.md section 8: the replies when a command is not one the assistant performs, with their default confidence. */
export const VOICE_FALLBACK = {
  command: { response: "I understand your request and I'm working on it!", confidence: 90 },
  quick: { response: 'Command processed successfully!', confidence: 95 },
} as const;
