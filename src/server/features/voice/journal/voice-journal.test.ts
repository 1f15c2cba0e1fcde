import { describe, expect, it } from 'vitest';
import { getJson, useTwoFamilies } from '../../../testing/cross-family.js';
import { TEST_PASSWORD, type SignedInParent } from '../../../testing/factories.js';
import { multipartPayload } from '../../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../../testing/test-app.js';
import { timelineKit } from '../../../testing/timeline.js';
import { useTestApp } from '../../../testing/use-test-app.js';
import { encodeWav } from '../../../speech/wav.js';

/** One second of a 440 Hz tone as a 16 kHz WAV: a stand-in recording the decoder reads. */
const TONE = encodeWav(Float32Array.from({ length: 16_000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 16_000)));
type VoiceEntry = { id: string; title: string; durationSeconds: number; audioUrl: string; isPrivate: boolean };

describe.each(TEST_DIALECTS)('voice journal (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const families = useTwoFamilies(t);

  const upload = (parent: SignedInParent, entryId: string, data = TONE) => {
    const { payload, headers } = multipartPayload('audio', { name: 'entry.webm', type: 'audio/webm', data });
    return t.app.inject({
      method: 'POST',
      url: `/api/voice-journal/entries/${entryId}/audio`,
      headers: { ...headers, cookie: parent.cookie },
      payload,
    });
  };
  const play = (parent: SignedInParent, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });

  it('attaches the recording to a private timeline entry, played to its author only until shared', async () => {
    const { owner, coParent, intruder } = families;
    const kit = timelineKit(t.app);
    const child = await kit.addChild(owner, 'Mia');
    const entry = await kit.addEntry(owner, {
      childId: child.id,
      title: 'First bike ride',
      description: 'Mia rode her bike today',
      timelineType: 'milestone',
      isPrivate: true,
    });

    expect((await upload(intruder, entry.id)).statusCode).toBe(404);
    expect((await upload(coParent, entry.id)).statusCode).toBe(404);
    const attached = await upload(owner, entry.id);
    expect(attached.statusCode, attached.body).toBe(201);
    expect((await upload(owner, entry.id)).statusCode).toBe(409);

    const mine = await getJson<VoiceEntry[]>(t.app, owner, '/api/voice-journal/entries');
    expect(mine).toMatchObject([{ id: entry.id, title: 'First bike ride', durationSeconds: 1, isPrivate: true }]);
    const audio = await play(owner, mine[0]!.audioUrl);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.equals(TONE)).toBe(true);

    expect(await getJson<VoiceEntry[]>(t.app, coParent, '/api/voice-journal/entries')).toEqual([]);
    expect((await play(coParent, mine[0]!.audioUrl)).statusCode).toBe(404);
    expect((await play(intruder, mine[0]!.audioUrl)).statusCode).toBe(404);
    const file = await t.db.kysely.selectFrom('timelineEntryAudio').select('fileId').executeTakeFirstOrThrow();
    expect((await play(coParent, `/api/files/${file.fileId}`)).statusCode).toBe(404);

    const shared = await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { isPrivate: false });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await getJson<VoiceEntry[]>(t.app, coParent, '/api/voice-journal/entries')).map((e) => e.id)).toEqual([entry.id]);
    expect((await play(coParent, mine[0]!.audioUrl)).statusCode).toBe(200);
    expect((await play(intruder, mine[0]!.audioUrl)).statusCode).toBe(404);
    expect((await kit.timelineOf(owner, child.id)).map((e) => e.title)).toContain('First bike ride');
  });

  it("lists a child's recordings for /timeline: private ones to their author only, another family's child is 404", async () => {
    const { owner, coParent, intruder } = families;
    const kit = timelineKit(t.app);
    const mia = await kit.addChild(owner, 'Mia');
    const noah = await kit.addChild(owner, 'Noah');
    const shared = await kit.addEntry(owner, { childId: mia.id, title: 'Shared story', timelineType: 'memory', isPrivate: false });
    const secret = await kit.addEntry(owner, { childId: mia.id, title: 'Private worry', timelineType: 'memory', isPrivate: true });
    const other = await kit.addEntry(owner, { childId: noah.id, title: 'Noah sang', timelineType: 'memory', isPrivate: false });
    for (const entry of [shared, secret, other]) expect((await upload(owner, entry.id)).statusCode).toBe(201);
    type Recording = { entryId: string; audioUrl: string; durationSeconds: number };
    const recordingsOf = (parent: SignedInParent, childId: string) =>
      t.app.inject({ method: 'GET', url: `/api/voice-journal/recordings?childId=${childId}`, headers: { cookie: parent.cookie } });

    const mine = (await recordingsOf(owner, mia.id)).json<Recording[]>();
    expect(mine.map((r) => r.entryId).sort()).toEqual([shared.id, secret.id].sort());
    expect(mine.find((r) => r.entryId === shared.id)).toEqual({
      entryId: shared.id,
      durationSeconds: 1,
      audioUrl: `/api/voice-journal/entries/${shared.id}/audio`,
    });
    const theirs = (await recordingsOf(coParent, mia.id)).json<Recording[]>();
    expect(theirs.map((r) => r.entryId)).toEqual([shared.id]);
    // The private entry and its recording are both missing for the co-parent.
    expect((await kit.timelineOf(coParent, mia.id)).map((e) => e.id)).not.toContain(secret.id);
    expect((await play(coParent, `/api/voice-journal/entries/${secret.id}/audio`)).statusCode).toBe(404);
    expect((await play(coParent, `/api/voice-journal/entries/${shared.id}/audio`)).statusCode).toBe(200);

    expect((await recordingsOf(intruder, mia.id)).statusCode).toBe(404);
    expect((await play(intruder, `/api/voice-journal/entries/${shared.id}/audio`)).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/voice-journal/recordings', headers: { cookie: owner.cookie } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/child/i);
  });

  it("keeps a shared voice entry when its author deletes their account, without the author's private recording", async () => {
    const { owner, coParent } = families;
    const kit = timelineKit(t.app);
    const child = await kit.addChild(owner, 'Mia');
    const entry = await kit.addEntry(owner, { childId: child.id, title: 'Shared memory', timelineType: 'memory', isPrivate: false });
    expect((await upload(owner, entry.id)).statusCode).toBe(201);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: owner.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await getJson<VoiceEntry[]>(t.app, coParent, '/api/voice-journal/entries')).toEqual([]);
    expect((await kit.timelineOf(coParent, child.id)).map((e) => e.title)).toContain('Shared memory');
  });

  it('refuses what is not a recording', async () => {
    const { owner } = families;
    const kit = timelineKit(t.app);
    const child = await kit.addChild(owner, 'Noah');
    const entry = await kit.addEntry(owner, { childId: child.id, title: 'Note', timelineType: 'memory' });
    const refused = await upload(owner, entry.id, Buffer.from('not audio at all, just text'));
    expect(refused.statusCode).toBe(400);
    expect(await getJson<VoiceEntry[]>(t.app, owner, '/api/voice-journal/entries')).toEqual([]);
  });
});
