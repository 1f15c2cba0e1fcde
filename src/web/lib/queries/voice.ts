import { queryOptions } from '@tanstack/react-query';
import type { SpeechEngines, VoiceSession, VoiceSettings } from '@common/schemas/voice';

/** GET /api/voice/engines: the server's speech engines, detected at start. */
export const voiceEnginesQuery = () => queryOptions<SpeechEngines>({ queryKey: ['/api/voice/engines'] });
/** GET /api/voice/settings: the parent's own assistant settings. */
export const voiceSettingsQuery = () => queryOptions<VoiceSettings>({ queryKey: ['/api/voice/settings'] });
/** GET /api/voice/sessions: the parent's own Session History, newest first. */
export const voiceSessionsQuery = () => queryOptions<VoiceSession[]>({ queryKey: ['/api/voice/sessions'] });

export interface VoiceEntry {
  id: string;
  title: string;
  transcript: string;
  childId: string;
  childName: string;
  eventDate: string;
  isPrivate: boolean;
  timelineType: string;
  tags: string[];
  mine: boolean;
  durationSeconds: number;
  audioUrl: string;
  recordedAt: string;
}

/** GET /api/voice-journal/entries: the voice journal entries the parent may see. */
export const voiceEntriesQuery = () => queryOptions<VoiceEntry[]>({ queryKey: ['/api/voice-journal/entries'] });

export interface VoiceRecording {
  entryId: string;
  durationSeconds: number;
  audioUrl: string;
}

/** GET /api/voice-journal/recordings?childId=: the recordings on a child's timeline the parent may play. */
export const voiceRecordingsQuery = (childId: string) =>
  queryOptions<VoiceRecording[]>({ queryKey: ['/api/voice-journal/recordings', { childId }] });
