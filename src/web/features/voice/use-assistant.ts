import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { VoiceCommandRequest, VoiceCommandResponse, VoiceProposal } from '@common/schemas/voice';
import { apiJson, errorMessage } from '@/lib/api';
import { expensesQuery } from '@/lib/queries/expenses';
import { useRecorder } from '@/lib/use-recorder';
import { BrowserRecognitionError, hasBrowserRecognition, listenInBrowser, type BrowserListening } from './browser-recognition';
import { playAnswer } from './play-answer';
import { sendToCoParent, transcribeRecording, useSessionOutcome, useVoiceCommand, useVoiceEngines, useVoiceSettings } from './use-voice';
import { VOICE_COPY } from './voice-copy';

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/**
 * The assistant's state on /voice: record or type a command, get the answer (shown and spoken), and confirm or cancel
 * what it prepared. Each confirmed action goes through the app's own API (messages, expenses, reminders).
 */
export function useAssistant() {
  const recorder = useRecorder();
  const engines = useVoiceEngines();
  const settings = useVoiceSettings();
  const command = useVoiceCommand();
  const outcome = useSessionOutcome();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [answer, setAnswer] = useState<VoiceCommandResponse | null>(null);
  const [proposal, setProposal] = useState<VoiceProposal | null>(null);
  const [actionTaken, setActionTaken] = useState('');
  const [transcribing, setTranscribing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const serverVoice = engines.data?.synthesis !== undefined && engines.data.synthesis !== 'none';
  // Chrome's recogniser only when the parent chose it in Voice Settings and this browser has one; never otherwise.
  const usesBrowser = settings.data?.browserRecognition === true && hasBrowserRecognition();
  const listening = useRef<BrowserListening | null>(null);

  const play = (text: string) => void playAnswer(text, serverVoice);

  const run = async (body: VoiceCommandRequest): Promise<VoiceCommandResponse | null> => {
    setProblem(null);
    try {
      const result = await command.mutateAsync(body);
      setAnswer(result);
      setProposal(result.proposal);
      setActionTaken(result.actionTaken);
      if (settings.data?.speakResponses !== false) play(result.response);
      if (result.navigateTo) navigate(result.navigateTo);
      return result;
    } catch {
      return null;
    }
  };

  const toggleRecording = async () => {
    if (!recorder.recording) {
      setProblem(null);
      if ((await recorder.start()) && usesBrowser) listening.current = listenInBrowser();
      return;
    }
    const browser = listening.current;
    listening.current = null;
    const recording = await recorder.stop();
    // SPEC.md section 5: sending is skipped when there is no transcript.
    if (!recording) {
      browser?.abort();
      return;
    }
    setTranscribing(true);
    try {
      // With the browser's recogniser the recording stays here and is dropped: only the text is sent.
      const transcript = browser
        ? { ...(await browser.stop()), durationSeconds: recording.durationSeconds }
        : await transcribeRecording(recording.blob);
      if (!transcript.transcript.trim()) {
        setProblem(VOICE_COPY.heardNothing);
        return;
      }
      await run({
        command: transcript.transcript,
        source: 'spoken',
        durationSeconds: transcript.durationSeconds,
        recognitionConfidence: transcript.confidence,
      });
    } catch (error) {
      console.error('Transcription failed', error);
      setProblem(error instanceof BrowserRecognitionError ? VOICE_COPY.browserProblems[error.problem] : errorMessage(error));
    } finally {
      setTranscribing(false);
    }
  };

  const settle = (text: string) => {
    setActionTaken(text);
    setProposal(null);
    if (answer) outcome.mutate({ id: answer.session.id, actionTaken: text });
  };

  const confirm = async (chosen: VoiceProposal) => {
    setConfirming(true);
    setProblem(null);
    try {
      if (chosen.kind === 'message') {
        await sendToCoParent(chosen.content);
        settle(VOICE_COPY.messageSent);
      } else if (chosen.kind === 'expense') {
        await apiJson('POST', '/api/expenses', { title: chosen.title, amount: chosen.amount, expenseDate: chosen.expenseDate });
        void queryClient.invalidateQueries({ queryKey: expensesQuery().queryKey });
        settle(VOICE_COPY.expenseAdded(money(chosen.amount)));
      } else {
        await apiJson('POST', '/api/voice/reminders', { what: chosen.what, at: chosen.at });
        settle(VOICE_COPY.reminderCreated);
      }
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  return {
    recorder,
    engines,
    usesBrowser,
    answer,
    proposal,
    actionTaken,
    problem,
    busy: command.isPending || transcribing,
    transcribing,
    confirming,
    run,
    toggleRecording,
    confirm,
    cancel: () => settle(VOICE_COPY.cancelled),
    replay: () => answer && play(answer.response),
  };
}

export type Assistant = ReturnType<typeof useAssistant>;
