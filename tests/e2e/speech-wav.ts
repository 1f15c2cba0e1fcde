import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectSpeechEngines } from '../../src/server/speech/speech-engines.js';

/**
 * A WAV of `text` spoken by flite, with silence before and after, for Chromium's fake microphone
 * (--use-file-for-fake-audio-capture plays it in a loop). Made when the spec file loads, before the browser starts.
 */
export function spokenWav(text: string, name: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'amity-fake-mic-'));
  const raw = join(dir, `${name}-raw.wav`);
  const { synthesiser: flite, recogniser } = detectSpeechEngines();
  // Without the speech engines (README: one apt-get line) the spoken tests are skipped; the typed ones still run.
  if (!flite?.endsWith('flite') || !recogniser) return null;
  execFileSync(flite, ['-voice', 'slt', '-t', text, '-o', raw]);
  const wav = readFileSync(raw);
  const dataAt = wav.indexOf('data') + 8;
  const rate = wav.readUInt32LE(24);
  const speech = wav.subarray(dataAt);
  const silence = (seconds: number) => Buffer.alloc(Math.round(rate * seconds) * 2);
  const data = Buffer.concat([silence(0.3), speech, silence(2.5)]);
  const header = Buffer.from(wav.subarray(0, 44));
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  header.writeUInt32LE(36 + data.length, 4);
  const out = join(dir, `${name}.wav`);
  writeFileSync(out, Buffer.concat([header, data]));
  return out;
}

/** Chromium's flags for a fake microphone that plays `wav` (a beep without one), allowed without a prompt. */
export function fakeMicrophone(wav: string | null): string[] {
  const device = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
  return wav ? [...device, `--use-file-for-fake-audio-capture=${wav}`] : device;
}
