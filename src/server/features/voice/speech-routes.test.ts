import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SpeechEngines, Transcript } from '../../../common/schemas/voice.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { multipartPayload } from '../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { detectSpeechEngines } from '../../speech/speech-engines.js';

const detected = detectSpeechEngines();

describe.each(TEST_DIALECTS)('server speech routes (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const families = useTwoFamilies(t);

  it('reports the engines found at start', async () => {
    const engines = await getJson<SpeechEngines>(t.app, families.owner, '/api/voice/engines');
    expect(engines.recognition).toBe(detected.engines.recognition);
    expect((await t.app.inject({ method: 'GET', url: '/api/voice/engines' })).statusCode).toBe(401);
  });

  it.skipIf(!detected.recogniser || !detected.synthesiser?.endsWith('flite'))(
    'transcribes a spoken command and speaks an answer',
    { timeout: 30_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'amity-voice-route-'));
      try {
        const wav = join(dir, 'command.wav');
        execFileSync(detected.synthesiser!, ['-voice', 'slt', '-t', 'what is on the schedule today', '-o', wav]);
        const { payload, headers } = multipartPayload('audio', { name: 'speech.wav', type: 'audio/wav', data: readFileSync(wav) });
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/voice/transcribe',
          headers: { ...headers, cookie: families.owner.cookie },
          payload,
        });
        expect(response.statusCode, response.body).toBe(200);
        const transcript = response.json<Transcript>();
        expect(transcript.transcript).toContain('schedule');
        expect(transcript.confidence).toBeGreaterThan(0);
        expect(transcript.durationSeconds).toBeGreaterThan(0.5);

        const spoken = await t.app.inject({
          method: 'POST',
          url: '/api/voice/speak',
          headers: { cookie: families.owner.cookie },
          payload: { text: 'You are even.' },
        });
        expect(spoken.statusCode).toBe(200);
        expect(spoken.headers['content-type']).toBe('audio/wav');
        expect(spoken.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
