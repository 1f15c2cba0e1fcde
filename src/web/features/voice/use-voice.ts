import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@common/schemas/conversations';
import type { Transcript, VoiceCommandRequest, VoiceCommandResponse, VoiceSession, VoiceSettings } from '@common/schemas/voice';
import { apiJson } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';
import { voiceEnginesQuery, voiceSessionsQuery, voiceSettingsQuery } from '@/lib/queries/voice';

export const useVoiceEngines = () => useQuery(voiceEnginesQuery());
export const useVoiceSettings = () => useQuery(voiceSettingsQuery());
export const useVoiceSessions = () => useQuery(voiceSessionsQuery());

export function useSaveVoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<VoiceSettings>) => apiJson<VoiceSettings>('PATCH', '/api/voice/settings', change),
    onSuccess: (settings) => queryClient.setQueryData(voiceSettingsQuery().queryKey, settings),
  });
}

/** POST /api/ai/voice-command; the new session goes to the front of Session History. */
export function useVoiceCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoiceCommandRequest) =>
      apiJson<VoiceCommandResponse>('POST', '/api/ai/voice-command', {
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        ...body,
      }),
    onSuccess: (answer) => {
      // Put at the front of a history already loaded; one not loaded yet is read whole when first shown.
      if (queryClient.getQueryData(voiceSessionsQuery().queryKey)) {
        queryClient.setQueryData<VoiceSession[]>(voiceSessionsQuery().queryKey, (list) => [
          answer.session,
          ...(list ?? []).filter((s) => s.id !== answer.session.id),
        ]);
      }
    },

    // SPEC.md section 8: a failed command is only logged.
    onError: (error) => console.error('Voice command failed', error),
  });
}

export function transcribeRecording(blob: Blob): Promise<Transcript> {
  const file = new File([blob], 'speech', { type: blob.type || 'audio/webm' });
  return apiUpload<Transcript>('/api/voice/transcribe', file, undefined, { fileField: 'audio' });
}

/** Records what finally happened to a session's action (sent, added, cancelled) in its history line. */
export function useSessionOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, actionTaken }: { id: string; actionTaken: string }) =>
      apiJson<VoiceSession>('POST', `/api/voice/sessions/${encodeURIComponent(id)}/outcome`, { actionTaken }),
    onSuccess: (session) => {
      if (queryClient.getQueryData(voiceSessionsQuery().queryKey)) {
        queryClient.setQueryData<VoiceSession[]>(voiceSessionsQuery().queryKey, (list) =>
          (list ?? []).map((s) => (s.id === session.id ? session : s)),
        );
      }
    },
  });
}

/** Sends the confirmed message through the Messages API, in the family's General conversation (the first one). */
export async function sendToCoParent(content: string): Promise<void> {
  const conversations = await apiJson<ConversationSummary[]>('GET', '/api/conversations');
  const conversation = conversations.find((c) => c.subject === 'General') ?? conversations[0];
  if (!conversation) throw new Error('No conversation with your co-parent yet: invite them from the Profile screen.');
  await apiJson('POST', `/api/conversations/${encodeURIComponent(conversation.id)}/messages`, { content });
}
