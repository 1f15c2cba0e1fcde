import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createVoiceReminderRequestSchema,
  updateVoiceSettingsRequestSchema,
  voiceCommandRequestSchema,
  voiceOutcomeRequestSchema,
} from '../../../common/schemas/voice.js';
import { currentUser } from '../../auth/guard.js';
import { AppError } from '../../errors.js';
import { MB, readUpload } from '../../files/multipart.js';
import { parse } from '../../http/parse.js';
import { decodeSpeech } from '../../speech/decode-speech.js';
import { detectSpeechEngines } from '../../speech/speech-engines.js';
import { synthesize } from '../../speech/synthesize.js';
import { transcribe } from '../../speech/transcribe.js';
import { answerCommand } from './answer-command.js';
import { AUDIO_FIELD, AUDIO_MAX_MB, AUDIO_TOO_LARGE } from './audio-upload.js';
import { createPersonalReminder, listPersonalReminders } from '../../reminders/personal-reminders.js';
import { listSessions, setSessionOutcome } from './voice-sessions.js';
import { loadVoiceSettings, saveVoiceSettings } from './voice-settings.js';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });
const speakRequestSchema = z.strictObject({
  text: z.string({ error: 'Text must be text' }).trim().min(1, 'Nothing to say').max(1000, 'At most 1000 characters are spoken'),
});
export const NO_RECOGNISER = 'Speech recognition is not installed on this server: type the command instead';
export const NO_SYNTHESISER = 'Speech synthesis is not installed on this server';

/** The voice assistant (SPEC.md /voice): commands, the parent's own session history and settings, and server speech. */
export function registerVoiceRoutes(app: FastifyInstance): void {
  const { db, ai, jobs } = app.services;
  const speech = detectSpeechEngines();
  app.log.info({ speech: speech.engines }, 'speech engines');

  app.post('/api/ai/voice-command', async (request) => {
    const { userId, familyId } = currentUser(request);
    const input = parse(voiceCommandRequestSchema, request.body);
    return answerCommand({ db, ai, jobs, userId, familyId, input });
  });

  app.get('/api/voice/sessions', async (request) => listSessions(db, currentUser(request).userId));

  app.post('/api/voice/sessions/:id/outcome', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    const { actionTaken } = parse(voiceOutcomeRequestSchema, request.body);
    return setSessionOutcome({ db, userId: currentUser(request).userId, id, actionTaken });
  });

  app.get('/api/voice/settings', async (request) => loadVoiceSettings(db, currentUser(request).userId));

  app.patch('/api/voice/settings', async (request) => {
    const change = parse(updateVoiceSettingsRequestSchema, request.body);
    return saveVoiceSettings(db, currentUser(request).userId, change);
  });

  app.get('/api/voice/engines', async (request) => {
    currentUser(request);
    return speech.engines;
  });

  app.get('/api/voice/reminders', async (request) => listPersonalReminders(db, currentUser(request).userId));

  app.post('/api/voice/reminders', async (request, reply) => {
    const { userId, familyId } = currentUser(request);
    const { what, at } = parse(createVoiceReminderRequestSchema, request.body);
    return reply.status(201).send(await createPersonalReminder({ db, jobs, userId, familyId, what, at }));
  });

  // Audio is decoded and transcribed in memory and a temporary file, then dropped: the assistant keeps no audio.
  app.post('/api/voice/transcribe', async (request) => {
    currentUser(request);
    const upload = await readUpload(request, { field: AUDIO_FIELD, maxBytes: AUDIO_MAX_MB * MB, tooLargeMessage: AUDIO_TOO_LARGE });
    if (!speech.recogniser) throw new AppError('unavailable', NO_RECOGNISER);
    const decoded = await decodeSpeech(upload.data);
    return transcribe({ recogniser: speech.recogniser, ...decoded });
  });

  app.post('/api/voice/speak', async (request, reply) => {
    currentUser(request);
    const { text } = parse(speakRequestSchema, request.body);
    if (!speech.synthesiser) throw new AppError('unavailable', NO_SYNTHESISER);
    const wav = await synthesize({ synthesiser: speech.synthesiser, text });
    return reply.header('content-type', 'audio/wav').header('cache-control', 'private, no-store').send(wav);
  });
}
