import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCommand } from './intent/parse-intent.js';
import { decodeSpeech } from '../../speech/decode-speech.js';
import { detectSpeechEngines } from '../../speech/speech-engines.js';
import { readRecogniserOutput, transcribe } from '../../speech/transcribe.js';
import { wordErrorRate } from '../../testing/word-error-rate.js';

const detected = detectSpeechEngines();
const dir = mkdtempSync(join(tmpdir(), 'amity-speech-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Speech made in the test by flite (the slt voice, 16 kHz WAV). */
function spoken(text: string, name: string): Buffer {
  const out = join(dir, `${name}.wav`);
  execFileSync(detected.synthesiser!, ['-voice', 'slt', '-t', text, '-o', out]);
  return readFileSync(out);
}

const COMMANDS: [string, string][] = [
  ["what's on the schedule today", 'schedule'],
  ['when is the next handover', 'schedule'],
  ['send a message saying i will pick up the kids at five', 'send_message'],
  ['start a wellness check in', 'wellness_checkin'],
  ['remind me tomorrow at seven to pack the soccer bag', 'reminder'],
  ['i paid forty dollars for soccer shoes', 'expense'],
  ['who owes what', 'balance'],
  ['set a bedtime reminder for eight tonight', 'reminder'],
];
const JOURNAL = 'Today Mia rode her bike without training wheels for the first time. She was so proud and wanted to show her grandmother.';

describe('readRecogniserOutput', () => {
  it('joins the words and averages their posteriors, leaving out silence', () => {
    const out =
      'hello there\n<s> 0.000 0.100 1.000000\nhello 0.1 0.5 0.800000\n<sil> 0.5 0.6 1.0\nthere(2) 0.6 0.9 0.600000\n</s> 0.9 1.0 1.0\n';
    expect(readRecogniserOutput(out)).toEqual({ transcript: 'hello there', confidence: 70 });
  });
});

describe.skipIf(!detected.recogniser || !detected.synthesiser || !detected.synthesiser.endsWith('flite'))(
  'pocketsphinx on synthesised speech',
  () => {
    it('transcribes commands well enough to find their intent (word error reported)', { timeout: 60_000 }, async () => {
      let errors = 0;
      let total = 0;
      let understood = 0;
      const started = performance.now();
      for (const [i, [text, intent]] of COMMANDS.entries()) {
        const speech = await decodeSpeech(spoken(text, `command-${i}`));
        const result = await transcribe({ recogniser: detected.recogniser!, ...speech });
        const wer = wordErrorRate(text, result.transcript);
        errors += wer.errors;
        total += wer.words;
        if (parseCommand(result.transcript).intent === intent) understood += 1;
      }
      const perCommand = (performance.now() - started) / COMMANDS.length;
      // eslint-disable-next-line no-console -- the measured figure is part of the report
      console.info(
        `commands: word error ${((errors / total) * 100).toFixed(1)}% over ${total} words; intent right ${understood}/${COMMANDS.length}; ${Math.round(perCommand)} ms each`,
      );
      expect(errors / total).toBeLessThan(0.35);
      expect(understood).toBeGreaterThanOrEqual(COMMANDS.length - 2);
    });

    it('transcribes a journal entry as a draft to edit (word error reported)', { timeout: 60_000 }, async () => {
      const speech = await decodeSpeech(spoken(JOURNAL, 'journal'));
      const started = performance.now();
      const result = await transcribe({ recogniser: detected.recogniser!, ...speech });
      const wer = wordErrorRate(JOURNAL, result.transcript);
      // eslint-disable-next-line no-console -- the measured figure is part of the report
      console.info(
        `journal: ${speech.durationSeconds.toFixed(1)} s of speech, word error ${((wer.errors / wer.words) * 100).toFixed(1)}%, ${Math.round(performance.now() - started)} ms; "${result.transcript}"`,
      );
      expect(result.durationSeconds).toBeGreaterThan(3);
      expect(result.confidence).toBeGreaterThan(0);
      expect(wer.errors / wer.words).toBeLessThan(0.5);
    });
  },
);
