import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { Message } from '../../../common/schemas/messages.js';
import { SIGN_IN_LIMITS } from '../../auth/rate-limit.js';
import { blobStoreFor } from '../../files/file-store.js';
import { getJson } from '../../testing/cross-family.js';
import { pairedParents, signIn, signUp, TEST_PASSWORD, type SignedInParent } from '../../testing/factories.js';
import { added } from '../../testing/expenses.js';
import { general, page, send, upload } from '../../testing/messages.js';
import { timelineKit } from '../../testing/timeline.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { ACCOUNT_COPY } from './account-copy.js';

/** The entries of a zip, by name, with their bytes. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

const WELLNESS = { moodScore: 3, stressLevel: 8, communicationRating: 4, notes: 'PRIVATE-WELLNESS-MARKER' };

describe.each(TEST_DIALECTS)('my account: export and delete (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const kit = () => timelineKit(t.app);
  const call = (parent: SignedInParent, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: parent.cookie }, ...(payload ? { payload } : {}) });

  /** Alex and Sam share a family; each writes shared and private things. */
  async function busyFamily() {
    const { first: alex, second: sam } = await pairedParents(t.app);
    const conversation = await general(t.app, alex);
    const photo = await upload(t.app, alex, {
      name: 'report card.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.4 report card'),
    });
    await send(t.app, alex, conversation.id, 'Report card attached', [photo.id]);
    await send(t.app, sam, conversation.id, 'Thanks, looks great');
    const expense = await added(t.app, alex, { title: 'Swim lessons' });
    const child = await kit().addChild(alex);
    await kit().addEntry(alex, { title: 'ALEX-PRIVATE-ENTRY', childId: child.id, isPrivate: true });
    await kit().addEntry(sam, { title: 'SAM-PRIVATE-ENTRY', childId: child.id, isPrivate: true });
    await kit().addEntry(sam, { title: 'First swim', childId: child.id });
    expect((await call(alex, 'POST', '/api/wellness', WELLNESS)).statusCode).toBe(201);
    expect((await call(sam, 'POST', '/api/wellness', { ...WELLNESS, notes: 'SAM-WELLNESS' })).statusCode).toBe(201);
    expect((await call(alex, 'POST', '/api/ai/voice-command', { command: 'who owes what' })).statusCode).toBe(200);
    expect((await call(sam, 'POST', '/api/ai/voice-command', { command: 'who owes what' })).statusCode).toBe(200);
    return { alex, sam, conversation, photo, expense, child };
  }

  describe('export', () => {
    it('downloads a zip of everything the user can see: JSON of their records and the family record, and the files', async () => {
      const { alex, photo } = await busyFamily();
      const response = await call(alex, 'GET', '/api/account/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="amity-export-\d{4}-\d{2}-\d{2}\.zip"$/);
      const entries = await unzip(response.rawPayload);
      const json = (name: string) => JSON.parse(entries.get(`data/${name}.json`)?.toString() ?? 'null') as unknown;

      expect(json('account')).toMatchObject({ email: alex.email, firstName: 'Alex' });
      const conversations = json('conversations') as { subject: string; messages: { content: string; attachments: string[] }[] }[];
      expect(conversations.flatMap((c) => c.messages.map((m) => m.content))).toEqual(['Report card attached', 'Thanks, looks great']);
      expect(conversations[0]?.messages[0]?.attachments).toEqual([photo.id]);
      const files = json('files') as { id: string; path: string }[];
      const file = files.find((f) => f.id === photo.id);
      expect(entries.get(file?.path ?? '')?.toString()).toBe('%PDF-1.4 report card');
      expect(JSON.stringify(json('expenses'))).toContain('Swim lessons');
      const timeline = JSON.stringify(json('timeline'));
      expect(timeline).toContain('ALEX-PRIVATE-ENTRY');
      expect(timeline).toContain('First swim');
      expect(JSON.stringify(json('wellness'))).toContain('PRIVATE-WELLNESS-MARKER');
      // The assistant's history is each parent's own.
      expect((json('voice-assistant') as { userId: string }[]).map((session) => session.userId)).toEqual([alex.user.id]);

      // Nothing private to the co-parent, and no secret.
      const everything = [...entries.values()].map((b) => b.toString('latin1')).join('\n');
      expect(everything).not.toContain('SAM-PRIVATE-ENTRY');
      expect(everything).not.toContain('SAM-WELLNESS');
      expect(everything).not.toContain('passwordHash');
      expect(everything).not.toContain('tokenHash');
      expect(everything).not.toContain('$argon2');
    });

    it('is refused when asked too often', async () => {
      const alex = await signUp(t.app);
      for (let i = 0; i < 5; i++) expect((await call(alex, 'GET', '/api/account/export')).statusCode).toBe(200);
      expect((await call(alex, 'GET', '/api/account/export')).statusCode).toBe(429);
    });

    it('needs a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    });
  });

  describe('delete', () => {
    it('needs the password', async () => {
      const alex = await signUp(t.app);
      const wrong = await call(alex, 'DELETE', '/api/account', { password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ fields: { password: ACCOUNT_COPY.wrongPassword } });
      expect((await call(alex, 'DELETE', '/api/account', {})).statusCode).toBe(400);
      expect((await call(alex, 'GET', '/api/auth/user')).statusCode).toBe(200);
    });

    it('limits password guesses through deletion like sign-in', async () => {
      const alex = await signUp(t.app);
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit; i++)
        await call(alex, 'DELETE', '/api/account', { password: `guess ${i} guess` });
      expect((await call(alex, 'DELETE', '/api/account', { password: TEST_PASSWORD })).statusCode).toBe(429);
    });

    it("deletes what was only the user's, keeps the shared record as a former member's, and tells the co-parent's History", async () => {
      const { alex, sam, conversation, expense, child } = await busyFamily();
      const otherSession = await signIn(t.app, { email: alex.email, password: TEST_PASSWORD });
      const response = await call(alex, 'DELETE', '/api/account', { password: TEST_PASSWORD });
      expect(response.statusCode).toBe(204);
      expect(response.cookies.find((c) => c.name === 'amity_session')?.value).toBe('');

      // Signed out everywhere, and the account cannot sign in again.
      expect((await call(alex, 'GET', '/api/auth/user')).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: otherSession } })).statusCode).toBe(401);
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: alex.email, password: TEST_PASSWORD } });
      expect(again.statusCode).toBe(401);

      // Only theirs: gone from the database.
      const k = t.db.kysely;
      expect(await k.selectFrom('wellnessEntries').select('notes').execute()).toEqual([{ notes: 'SAM-WELLNESS' }]);
      const titles = (await k.selectFrom('timelineEntries').select('title').execute()).map((r) => r.title).sort();
      expect(titles).toEqual(['First swim', 'SAM-PRIVATE-ENTRY']);
      expect(await k.selectFrom('sessions').select('id').where('userId', '=', alex.user.id).execute()).toEqual([]);
      expect((await k.selectFrom('voiceSessions').select('userId').execute()).map((row) => row.userId)).toEqual([sam.user.id]);
      const row = await k.selectFrom('users').selectAll().where('id', '=', alex.user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ firstName: 'Former', lastName: 'member', passwordHash: null });
      expect(row.email).not.toBe(alex.email);
      expect(row.deletedAt).not.toBeNull();

      // The shared record stays, from a former member.
      const messages = (await page(t.app, sam, conversation.id)).messages as Message[];
      expect(messages.map((m) => [m.senderName, m.content])).toContainEqual(['Former member', 'Report card attached']);
      const expenses = await getJson<{ id: string; createdByName: string }[]>(t.app, sam, '/api/expenses');
      expect(expenses.find((e) => e.id === expense.id)?.createdByName).toBe('Former member');
      expect((await kit().timelineOf(sam, child.id)).map((e) => e.title)).toContain('First swim');
      const family = await getJson<{ members: { userId: string }[] }>(t.app, sam, '/api/family');
      expect(family.members.map((m) => m.userId)).toEqual([sam.user.id]);
      const history = await k.selectFrom('auditLog').select(['action', 'summary']).where('action', '=', 'member_left').execute();
      expect(history).toEqual([{ action: 'member_left', summary: ACCOUNT_COPY.auditSummary('Alex Rivera') }]);
      expect(history[0]?.summary).not.toContain('PRIVATE');

      // The address is free for a new account.
      expect((await signUp(t.app, { email: alex.email })).user.email).toBe(alex.email);
    });

    it('takes the family and its whole record with the last member who leaves', async () => {
      const { alex, sam, photo } = await busyFamily();
      const k = t.db.kysely;
      const familyId = alex.user.familyId;
      const [file] = await k.selectFrom('files').select('storageKey').where('id', '=', photo.id).execute();
      const blobs = blobStoreFor(t.app.services.config);
      expect(await blobs.get(file?.storageKey ?? '')).toBeDefined();

      expect((await call(sam, 'DELETE', '/api/account', { password: TEST_PASSWORD })).statusCode).toBe(204);
      // Alex still has the family and its record.
      expect((await getJson<{ members: unknown[] }>(t.app, alex, '/api/family')).members).toHaveLength(1);
      expect(await k.selectFrom('families').select('id').where('id', '=', familyId).execute()).toHaveLength(1);

      expect((await call(alex, 'DELETE', '/api/account', { password: TEST_PASSWORD })).statusCode).toBe(204);
      expect(await k.selectFrom('families').select('id').where('id', '=', familyId).execute()).toEqual([]);
      for (const table of ['children', 'conversations', 'expenses', 'timelineEntries', 'files', 'auditLog'] as const) {
        expect(await k.selectFrom(table).select('familyId').where('familyId', '=', familyId).execute(), table).toEqual([]);
      }
      expect(await k.selectFrom('messages').select('id').execute()).toEqual([]);
      expect(await blobs.get(file?.storageKey ?? '')).toBeUndefined();
    });
  });
});
