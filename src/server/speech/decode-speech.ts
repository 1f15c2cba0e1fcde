import decode from 'audio-decode';
import { AppError } from '../errors.js';
import { RECOGNITION_RATE, toMono } from './wav.js';

export const UNREADABLE_AUDIO = 'The recording could not be read: record again, or type the command';

export interface DecodedSpeech {
  samples: Float32Array;
  durationSeconds: number;
}

/** A browser recording (webm/opus, mp4/aac on Safari, or WAV) as 16 kHz mono samples, decoded in process (no ffmpeg). */
export async function decodeSpeech(bytes: Buffer): Promise<DecodedSpeech> {
  let audio;
  try {
    audio = await decode(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  } catch {
    throw new AppError('bad_request', UNREADABLE_AUDIO, { audio: UNREADABLE_AUDIO });
  }
  if (!audio.channelData.length || !audio.sampleRate) throw new AppError('bad_request', UNREADABLE_AUDIO, { audio: UNREADABLE_AUDIO });
  const samples = toMono(audio.channelData, audio.sampleRate);
  return { samples, durationSeconds: samples.length / RECOGNITION_RATE };
}
