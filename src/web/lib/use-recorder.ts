import { useCallback, useEffect, useRef, useState } from 'react';

export interface Recording {
  blob: Blob;
  durationSeconds: number;
}

export type RecorderProblem = 'denied' | 'no-microphone' | 'unsupported' | null;

/** Level updates every 100 ms (SPEC.md section 9), now from the real input through an analyser. */
const LEVEL_EVERY_MS = 100;

/**
 * Records the microphone with noise suppression on (MediaRecorder: webm/opus, mp4/aac on Safari) and reports the real
 * input level, 0-100, from a Web Audio analyser. `stop` resolves with the recording and its measured duration.
 */
export function useRecorder() {
  const [recording, setRecording] = useState(false);
  const [level, setLevel] = useState(0);
  const [problem, setProblem] = useState<RecorderProblem>(null);
  const parts = useRef<{
    recorder: MediaRecorder;
    stream: MediaStream;
    audio: AudioContext;
    timer: number;
    chunks: Blob[];
    startedAt: number;
  } | null>(null);

  const release = useCallback(() => {
    const p = parts.current;
    if (!p) return;
    window.clearInterval(p.timer);
    p.stream.getTracks().forEach((track) => track.stop());
    void p.audio.close();
    parts.current = null;
    setLevel(0);
  }, []);
  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setProblem('unsupported');
      return false;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { noiseSuppression: true, echoCancellation: true, autoGainControl: true },
      });
    } catch (error) {
      setProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'no-microphone');
      return false;
    }
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      // RMS in dBFS, -60 dB (silence) to 0 dB (full scale), as 0-100.
      const db = 20 * Math.log10(Math.sqrt(sum / samples.length) || 1e-6);
      setLevel(Math.round(Math.max(0, Math.min(100, ((db + 60) / 60) * 100))));
    }, LEVEL_EVERY_MS);
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.start();
    parts.current = { recorder, stream, audio, timer, chunks, startedAt: performance.now() };
    setRecording(true);
    return true;
  }, []);

  const stop = useCallback(async (): Promise<Recording | null> => {
    const p = parts.current;
    if (!p) return null;
    const stopped = new Promise<void>((resolve) => p.recorder.addEventListener('stop', () => resolve(), { once: true }));
    p.recorder.stop();
    await stopped;
    const durationSeconds = Math.round(((performance.now() - p.startedAt) / 1000) * 10) / 10;
    const blob = new Blob(p.chunks, { type: p.recorder.mimeType || 'audio/webm' });
    release();
    setRecording(false);
    return blob.size > 0 ? { blob, durationSeconds } : null;
  }, [release]);

  return { recording, level, problem, start, stop };
}
