import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TIMEOUT_MS = 20_000;

/** Speaks `text` into a WAV file with flite (the slt voice) or eSpeak NG, whichever the machine has. */
export async function synthesize(opts: { synthesiser: string; text: string }): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'amity-tts-'));
  try {
    const out = join(dir, 'speech.wav');
    const args = basename(opts.synthesiser) === 'flite' ? ['-voice', 'slt', '-t', opts.text, '-o', out] : ['-w', out, '--', opts.text];
    await run(opts.synthesiser, args, { timeout: TIMEOUT_MS });
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
