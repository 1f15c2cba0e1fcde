/**
 * Chrome's own SpeechRecognition, used only when the parent switched it on in Voice Settings (it sends the audio to
 * Google unless an on-device speech pack is installed). The page's own recorder still runs beside it for the real
 * voice level and duration; the recording is then dropped, never uploaded.
 */

interface BrowserRecogniser extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecogniserClass = new () => BrowserRecogniser;

export interface BrowserTranscript {
  transcript: string;
  /** 0-100, the recogniser's own estimate averaged over its final results. */
  confidence: number;
}

export type BrowserRecognitionProblem = 'denied' | 'network' | 'failed';

export class BrowserRecognitionError extends Error {
  constructor(readonly problem: BrowserRecognitionProblem) {
    super(`Browser speech recognition failed: ${problem}`);
  }
}

function recogniserClass(): RecogniserClass | undefined {
  const w = window as unknown as { SpeechRecognition?: RecogniserClass; webkitSpeechRecognition?: RecogniserClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Whether this browser has a SpeechRecognition of its own. */
export const hasBrowserRecognition = (): boolean => typeof window !== 'undefined' && recogniserClass() !== undefined;

export interface BrowserListening {
  /** Stops listening and resolves with what was heard (rejects with a BrowserRecognitionError). */
  stop(): Promise<BrowserTranscript>;
  abort(): void;
}

/** Starts listening in `lang`; final results are gathered until `stop`. */
export function listenInBrowser(lang = 'en-US'): BrowserListening {
  const Recogniser = recogniserClass();
  if (!Recogniser) throw new BrowserRecognitionError('failed');
  const recogniser = new Recogniser();
  recogniser.lang = lang;
  recogniser.continuous = true;
  recogniser.interimResults = false;
  recogniser.maxAlternatives = 1;

  const heard: { text: string; confidence: number }[] = [];
  let failure: BrowserRecognitionProblem | null = null;
  recogniser.addEventListener('result', (event) => {
    const { results, resultIndex } = event as SpeechRecognitionEvent;
    for (let i = resultIndex; i < results.length; i++) {
      const result = results[i];
      const best = result?.[0];
      if (result?.isFinal && best?.transcript.trim()) heard.push({ text: best.transcript.trim(), confidence: best.confidence });
    }
  });
  recogniser.addEventListener('error', (event) => {
    const code = (event as SpeechRecognitionErrorEvent).error;
    // 'no-speech' and 'aborted' simply end with nothing heard.
    if (code === 'not-allowed' || code === 'service-not-allowed') failure = 'denied';
    else if (code === 'network') failure = 'network';
    else if (code !== 'no-speech' && code !== 'aborted') failure = 'failed';
  });
  const ended = new Promise<void>((resolve) => recogniser.addEventListener('end', () => resolve(), { once: true }));
  recogniser.start();

  return {
    async stop() {
      recogniser.stop();
      await ended;
      if (failure) throw new BrowserRecognitionError(failure);
      const confidence = heard.length ? heard.reduce((sum, h) => sum + h.confidence, 0) / heard.length : 0;
      return { transcript: heard.map((h) => h.text).join(' '), confidence: Math.round(confidence * 100) };
    },
    abort: () => recogniser.abort(),
  };
}
