import { AppError } from '../../errors.js';

export const AUDIO_FIELD = 'audio';
export const AUDIO_MAX_MB = 10;
export const AUDIO_TOO_LARGE = `A recording must be at most ${AUDIO_MAX_MB} MB`;
export const NOT_AUDIO = 'This is not a recording the app can play: record with the microphone (WebM, Ogg, MP4 or WAV)';

/** The type of a browser recording, from its first bytes (never from the name or the declared type). */
export function audioTypeOf(bytes: Buffer): 'audio/webm' | 'audio/ogg' | 'audio/mp4' | 'audio/wav' {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'audio/webm';
  if (bytes.subarray(0, 4).toString('latin1') === 'OggS') return 'audio/ogg';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'audio/mp4';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WAVE') return 'audio/wav';
  throw new AppError('unsupported_media_type', NOT_AUDIO, { [AUDIO_FIELD]: NOT_AUDIO });
}
