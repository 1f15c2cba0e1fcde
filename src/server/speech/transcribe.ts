import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Transcript } from '../../common/schemas/voice.js';
import { POCKETSPHINX_MODEL_DIR } from './speech-engines.js';
import { encodeWav } from './wav.js';

const run = promisify(execFile);
/** A recogniser that hangs must not hold the request: 12 s of speech takes about 2 s here. */
const TIMEOUT_MS = 60_000;

/** pocketsphinx's per-word lines with `-time yes`: word, start, end, posterior probability. */
const WORD_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+\.\d+)$/;

/** The transcript, and the mean posterior of its words as confidence (silence and fillers left out). */
export function readRecogniserOutput(stdout: string): { transcript: string; confidence: number } {
  const words: { word: string; p: number }[] = [];
  for (const line of stdout.split('\n')) {
    const m = WORD_LINE.exec(line.trim());
    if (!m) continue;
    const word = m[1]!.replace(/\(\d+\)$/, '');
    if (/^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+)$/.test(word)) continue;
    words.push({ word, p: Number(m[4]) });
  }
  const transcript = words.map((w) => w.word).join(' ');
  const confidence = words.length ? Math.round((words.reduce((sum, w) => sum + w.p, 0) / words.length) * 100) : 0;
  return { transcript, confidence };
}

/**
 * Transcribes 16 kHz mono speech with pocketsphinx and its general English language model (dictation: what a parent
 * says is free text, a message or a journal entry, so no command grammar). Runs the CLI on a temporary WAV file.
 */
export async function transcribe(opts: { recogniser: string; samples: Float32Array; durationSeconds: number }): Promise<Transcript> {
  const dir = await mkdtemp(join(tmpdir(), 'amity-speech-'));
  try {
    const wav = join(dir, 'speech.wav');
    await writeFile(wav, encodeWav(opts.samples));
    const { stdout } = await run(
      opts.recogniser,
      [
        '-infile',
        wav,
        '-hmm',
        join(POCKETSPHINX_MODEL_DIR, 'en-us'),
        '-lm',
        join(POCKETSPHINX_MODEL_DIR, 'en-us.lm.bin'),
        '-dict',
        join(POCKETSPHINX_MODEL_DIR, 'cmudict-en-us.dict'),
        '-time',
        'yes',
        '-logfn',
        '/dev/null',
      ],
      { timeout: TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
    );
    return { ...readRecogniserOutput(stdout), durationSeconds: Math.round(opts.durationSeconds * 10) / 10, engine: 'pocketsphinx' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
