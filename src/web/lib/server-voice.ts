import { apiRequest } from '@/lib/api';

/** What the server's synthesiser speaks in one request at most (POST /api/voice/speak). */
const MAX_CHARS = 1000;

/** Pieces of at most `max` characters, cut between paragraphs, else between sentences, else between words. */
export function speechPieces(text: string, max = MAX_CHARS): string[] {
  const pieces: string[] = [];
  const add = (part: string) => {
    const last = pieces.at(-1);
    if (last !== undefined && last.length + 1 + part.length <= max) pieces[pieces.length - 1] = `${last} ${part}`;
    else pieces.push(part);
  };
  for (const paragraph of text.split(/\n\s*\n/)) {
    const trimmed = paragraph.replace(/\s+/g, ' ').trim();
    if (!trimmed) continue;
    // Each paragraph starts its own piece, so a pause falls where the text has one.
    pieces.push('');
    for (const sentence of trimmed.split(/(?<=[.!?…])\s+/)) {
      if (sentence.length <= max) add(sentence);
      else for (const word of sentence.split(' ')) add(word.slice(0, max));
    }
  }
  return pieces.map((p) => p.trim()).filter(Boolean);
}

/** Which reading is current: a new one, or stop, ends the one before. */
let reading = 0;
let playing: HTMLAudioElement | null = null;

async function fetchSpeech(text: string): Promise<string> {
  const res = await apiRequest('POST', '/api/voice/speak', { text });
  return URL.createObjectURL(await res.blob());
}

/**
 * Reads `text` aloud with the server's synthesiser (flite), a piece at a time, the next piece fetched while one plays.
 * Resolves once the first piece plays, and calls `onEnd` after the last; rejects when the server cannot speak.
 */
export async function speakOnServer(text: string, options: { onEnd?: () => void } = {}): Promise<void> {
  stopServerSpeaking();
  const mine = reading;
  const pieces = speechPieces(text);
  if (pieces.length === 0) return;
  const play = async (index: number, url: string): Promise<void> => {
    if (mine !== reading) {
      URL.revokeObjectURL(url);
      return;
    }
    const audio = new Audio(url);
    playing = audio;
    const following = index + 1 < pieces.length ? fetchSpeech(pieces[index + 1] ?? '') : null;
    const finish = () => {
      if (mine !== reading) return;
      playing = null;
      options.onEnd?.();
    };
    audio.addEventListener(
      'ended',
      () => {
        URL.revokeObjectURL(url);
        if (mine !== reading) return;
        if (!following) finish();
        else following.then((next) => play(index + 1, next)).catch(finish);
      },
      { once: true },
    );
    following?.catch(() => undefined);
    await audio.play();
  };
  await play(0, await fetchSpeech(pieces[0] ?? ''));
}

/** Stops what the server's voice is reading, if anything. */
export function stopServerSpeaking(): void {
  reading += 1;
  playing?.pause();
  playing = null;
}
