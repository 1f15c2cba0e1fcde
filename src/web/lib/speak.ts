/** Reading text aloud with the browser's own speech synthesis, on a voice installed on this device when there is one. */

export type SpeakResult = 'speaking' | 'no-voice';

/** Voices load after the page in some browsers: wait this long for them before saying there are none. */
const VOICE_WAIT_MS = 1500;

function loadVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICE_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

/** A voice on this device in the page's language first, then any on this device, then any at all. */
function chooseVoice(voices: SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const base = lang.toLowerCase().split('-')[0] ?? 'en';
  const speaks = (v: SpeechSynthesisVoice) => v.lang.toLowerCase().startsWith(base);
  return voices.find((v) => v.localService && speaks(v)) ?? voices.find((v) => v.localService) ?? voices.find(speaks) ?? voices[0];
}

/**
 * Reads `text` aloud, a paragraph per utterance (Chrome cuts one long utterance short), replacing anything being read.
 * Answers 'no-voice' when the browser has no speech synthesis or no voice, so the caller can say how to get one.
 */
export async function speak(text: string, options: { onEnd?: () => void } = {}): Promise<SpeakResult> {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return 'no-voice';
  const voice = chooseVoice(await loadVoices(synth), document.documentElement.lang || navigator.language || 'en');
  if (!voice) return 'no-voice';
  synth.cancel();
  const parts = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  parts.forEach((part, index) => {
    const utterance = new SpeechSynthesisUtterance(part);
    // Only a voice object the browser made can be assigned; the language alone still picks a matching voice.
    if (typeof SpeechSynthesisVoice !== 'undefined' && voice instanceof SpeechSynthesisVoice) utterance.voice = voice;
    utterance.lang = voice.lang;
    if (index === parts.length - 1) {
      utterance.onend = () => options.onEnd?.();
      utterance.onerror = () => options.onEnd?.();
    }
    synth.speak(utterance);
  });
  return 'speaking';
}

export function stopSpeaking(): void {
  if (typeof window !== 'undefined') window.speechSynthesis?.cancel();
}
