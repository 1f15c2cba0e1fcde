import { useQuery } from '@tanstack/react-query';
import type { JournalSuggestions } from '@common/schemas/timeline';
import type { Transcript } from '@common/schemas/voice';
import { apiJson } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';
import { voiceEnginesQuery, voiceEntriesQuery } from '@/lib/queries/voice';

export const useVoiceEntries = () => useQuery(voiceEntriesQuery());
export const useSpeechEngines = () => useQuery(voiceEnginesQuery());

export const recordingFile = (blob: Blob) => new File([blob], 'voice-entry', { type: blob.type || 'audio/webm' });

export const transcribe = (blob: Blob) =>
  apiUpload<Transcript>('/api/voice/transcribe', recordingFile(blob), undefined, { fileField: 'audio' });

export const attachRecording = (entryId: string, blob: Blob) =>
  apiUpload<{ entryId: string }>(`/api/voice-journal/entries/${encodeURIComponent(entryId)}/audio`, recordingFile(blob), undefined, {
    fileField: 'audio',
  });

export const journalSuggestions = (content: string) => apiJson<JournalSuggestions>('POST', '/api/ai/journal-suggestions', { content });
