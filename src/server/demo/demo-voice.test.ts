import { describe, expect, it } from 'vitest';
import type { VoiceReminder, VoiceSession } from '../../common/schemas/voice.js';
import { blobStoreFor } from '../files/file-store.js';
import { detectSpeechEngines } from '../speech/speech-engines.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo voice assistant (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it("gives Sarah a week of her own sessions, a reminder and a voice journal entry; David's history stays empty", async () => {
    const demo = await seedDemoFamily(t.db, new Date(), blobStoreFor(t.config));
    const [sarah, david] = [await signIn(t.app, demo.parents[0]), await signIn(t.app, demo.parents[1])];
    const get = <T>(url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json<T>());
    const sessions = await get<VoiceSession[]>('/api/voice/sessions', sarah);
    expect(sessions.map((s) => s.intent)).toEqual(['schedule', 'balance', 'send_message', 'expense', 'wellness_checkin']);
    expect(sessions[1]?.aiResponse).toMatch(/owes|even/);
    expect(await get<VoiceSession[]>('/api/voice/sessions', david)).toEqual([]);
    expect((await get<VoiceReminder[]>('/api/voice/reminders', sarah)).map((r) => r.what)).toEqual(["Pack Emma's swim bag"]);
    const entries = await get<{ title: string; audioUrl: string }[]>('/api/voice-journal/entries', david);
    if (detectSpeechEngines().synthesiser) {
      expect(entries.map((e) => e.title)).toEqual(['Bedtime reader']);
      const audio = await t.app.inject({ method: 'GET', url: entries[0]!.audioUrl, headers: { cookie: david } });
      expect(audio.statusCode).toBe(200);
    }
  });
});
