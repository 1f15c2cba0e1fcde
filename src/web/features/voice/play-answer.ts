import { speakOnServer } from '@/lib/server-voice';
import { speak } from '@/lib/speak';

/**
 * Says an answer aloud: the browser's own voice where this device has one, else the server's synthesiser (flite), if
 * installed. Resolves false when neither can speak.
 */
export async function playAnswer(text: string, serverVoice: boolean): Promise<boolean> {
  if ((await speak(text)) === 'speaking') return true;
  if (!serverVoice) return false;
  try {
    await speakOnServer(text);
    return true;
  } catch (error) {
    console.error('Speaking the answer failed', error);
    return false;
  }
}
