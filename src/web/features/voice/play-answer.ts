import { speak } from '@/lib/speak';
import { apiRequest } from '@/lib/api';

/**
 * Says an answer aloud: the browser's own voice where this device has one, else the server's synthesiser (flite), if
 * installed. Resolves false when neither can speak.
 */
export async function playAnswer(text: string, serverVoice: boolean): Promise<boolean> {
  if ((await speak(text)) === 'speaking') return true;
  if (!serverVoice) return false;
  try {
    const res = await apiRequest('POST', '/api/voice/speak', { text });
    const url = URL.createObjectURL(await res.blob());
    const audio = new Audio(url);
    audio.addEventListener('ended', () => URL.revokeObjectURL(url), { once: true });
    await audio.play();
    return true;
  } catch (error) {
    console.error('Speaking the answer failed', error);
    return false;
  }
}
