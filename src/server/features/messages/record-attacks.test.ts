import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkHistoryExtends, type RememberedCheckpoint } from '../../../common/history-check.js';
import type { ChainPage, ChainVerification, CheckpointResponse } from '../../../common/schemas/messages.js';
import type { MediaItem } from '../../../common/schemas/media.js';
import type { Db } from '../../db/database.js';
import { deleteFileRows } from '../../files/file-store.js';
import { checkpointKeyFrom } from '../../message-record/checkpoint-key.js';
import { loadCheckpoints, signCheckpoint, verifyCheckpoint } from '../../message-record/checkpoints.js';
import { GENESIS_HASH, messageHash } from '../../message-record/message-hash.js';
import { getJson } from '../../testing/cross-family.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { blobPath, uploadMediaRequest } from '../../testing/media.js';
import { page, send, upload, useGeneralConversation } from '../../testing/messages.js';
import { NOT_AN_ATTACHMENT } from './send-message.js';

/** What someone with write access to the database does to hide a change: rewrite the hashes of the whole chain. */
async function rehashChain(db: Db, conversationId: string): Promise<void> {
  const rows = await db.kysely.selectFrom('messages').selectAll().where('conversationId', '=', conversationId).orderBy('seq').execute();
  let prevHash = GENESIS_HASH;
  for (const row of rows) {
    const files = await db.kysely
      .selectFrom('messageAttachments')
      .innerJoin('files', 'files.id', 'messageAttachments.fileId')
      .select('files.sha256')
      .where('messageAttachments.messageId', '=', row.id)
      .orderBy('position')
      .execute();
    const hash = messageHash({ ...row, seq: Number(row.seq), attachments: files.map((f) => f.sha256), prevHash });
    await db.kysely.updateTable('messages').set({ prevHash, hash }).where('id', '=', row.id).execute();
    prevHash = hash;
  }
}

describe.each(TEST_DIALECTS)('the message record stays whole (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const { a, b, conversation } = useGeneralConversation(t);

  const verify = () => getJson<ChainVerification>(t.app, b, `/api/conversations/${conversation.id}/verify`);
  const checkpoint = () => getJson<CheckpointResponse>(t.app, b, `/api/conversations/${conversation.id}/checkpoint`);
  const chainFrom = (from: number) => getJson<ChainPage>(t.app, b, `/api/conversations/${conversation.id}/chain?from=${from}`);
  const photo = (background = '#3b82f6') =>
    sharp({ create: { width: 48, height: 32, channels: 3, background } })
      .png()
      .toBuffer();
  const mediaItem = async (parent: SignedInParent): Promise<MediaItem> => {
    const response = await uploadMediaRequest(t.app, parent, { name: 'park.png', type: 'image/png', data: await photo('#55aa33') });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MediaItem>();
  };
  const fileIdOf = (url: string) => url.split('/').pop() ?? '';
  /** What a parent's device does when it opens the conversation again, with what it remembered. */
  const deviceCheck = async (remembered: RememberedCheckpoint) => {
    const links = [];
    for (let from: number | null = remembered.messageCount; from !== null;) {
      const chainPage = await chainFrom(from);
      links.push(...chainPage.links);
      from = chainPage.nextFrom;
    }
    return checkHistoryExtends({ conversationId: conversation.id, remembered, links });
  };
  const remember = async (): Promise<RememberedCheckpoint> => {
    const { checkpoint: latest } = await checkpoint();
    if (!latest) throw new Error('no checkpoint');
    return { messageCount: latest.messageCount, headHash: latest.headHash, seenAt: new Date().toISOString() };
  };

  describe('attachments can never be detached or replaced', () => {
    it('refuses to attach a media item (or any file not uploaded as an attachment) with 400', async () => {
      const item = await mediaItem(a);
      for (const id of [fileIdOf(item.fileUrl), fileIdOf(item.thumbnailUrl ?? '')]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/conversations/${conversation.id}/messages`,
          headers: { cookie: a.cookie },
          payload: { content: 'Look at this', attachmentIds: [id] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: NOT_AN_ATTACHMENT, fields: { attachmentIds: NOT_AN_ATTACHMENT } });
      }
      expect((await page(t.app, a, conversation.id)).messages).toEqual([]);
    });

    it('keeps a message, its attachment and the bytes whole when the media item sharing its file is deleted', async () => {
      const item = await mediaItem(a);
      const fileId = fileIdOf(item.fileUrl);
      // A message from before attachments were checked, sharing the media item's file: linked in the database.
      await t.db.kysely.updateTable('files').set({ purpose: 'attachment' }).where('id', '=', fileId).execute();
      const message = await send(t.app, a, conversation.id, 'The park photo', [fileId]);
      await t.db.kysely.updateTable('files').set({ purpose: 'media' }).where('id', '=', fileId).execute();
      const file = await t.db.kysely.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
      const bytes = readFileSync(blobPath(t.config.dataDir, file.storageKey));

      const removed = await t.app.inject({ method: 'DELETE', url: `/api/family-media/${item.id}`, headers: { cookie: a.cookie } });
      expect(removed.statusCode).toBe(204);
      expect(await getJson<MediaItem[]>(t.app, a, '/api/family-media')).toEqual([]);

      expect((await page(t.app, b, conversation.id)).messages).toEqual([
        expect.objectContaining({ id: message.id, hash: message.hash, attachments: message.attachments }),
      ]);
      const served = await t.app.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: { cookie: b.cookie } });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
      expect(readFileSync(blobPath(t.config.dataDir, file.storageKey)).equals(bytes)).toBe(true);
      expect(await verify()).toMatchObject({ intact: true, checked: 1 });
    });

    it('never deletes a file a message references, whatever asks: deleteFileRows skips it and the database refuses', async () => {
      const attachment = await upload(t.app, a, { name: 'plan.png', type: 'image/png', data: await photo() });
      await send(t.app, a, conversation.id, 'The plan', [attachment.id]);
      const file = await t.db.kysely.selectFrom('files').selectAll().where('id', '=', attachment.id).executeTakeFirstOrThrow();
      const keys = await t.db.kysely.transaction().execute((trx) => deleteFileRows(trx, file.familyId, [attachment.id]));
      expect(keys).toEqual([]);
      await expect(t.db.kysely.deleteFrom('files').where('id', '=', attachment.id).execute()).rejects.toThrow();
      expect(await t.db.kysely.selectFrom('files').select('id').where('id', '=', attachment.id).executeTakeFirst()).toEqual({
        id: attachment.id,
      });
      expect(await verify()).toMatchObject({ intact: true });
    });
  });

  describe('verify re-hashes the stored attachment bytes', () => {
    it('detects a file whose bytes were swapped on disk, naming the message', async () => {
      await send(t.app, a, conversation.id, 'Before');
      const attachment = await upload(t.app, a, { name: 'receipt.png', type: 'image/png', data: await photo() });
      const message = await send(t.app, a, conversation.id, 'Here is the receipt', [attachment.id]);
      await send(t.app, b, conversation.id, 'Thanks');
      expect(await verify()).toMatchObject({ intact: true, checked: 3 });

      const { storageKey } = await t.db.kysely
        .selectFrom('files')
        .select('storageKey')
        .where('id', '=', attachment.id)
        .executeTakeFirstOrThrow();
      writeFileSync(blobPath(t.config.dataDir, storageKey), await photo('#ff0000'));
      expect(await verify()).toMatchObject({
        intact: false,
        checked: 2,
        firstBrokenMessageId: message.id,
        reason: 'attachment_changed',
        brokenSeq: 2,
        detail: expect.stringContaining("'receipt.png' attached to message #2"),
      });

      rmSync(blobPath(t.config.dataDir, storageKey));
      expect(await verify()).toMatchObject({ intact: false, firstBrokenMessageId: message.id, reason: 'attachment_missing' });
    });

    it('detects a file swapped together with its recorded SHA-256: the message no longer matches its hash', async () => {
      const attachment = await upload(t.app, a, { name: 'receipt.png', type: 'image/png', data: await photo() });
      const message = await send(t.app, a, conversation.id, 'Here is the receipt', [attachment.id]);
      const { storageKey } = await t.db.kysely
        .selectFrom('files')
        .select('storageKey')
        .where('id', '=', attachment.id)
        .executeTakeFirstOrThrow();
      writeFileSync(blobPath(t.config.dataDir, storageKey), await photo('#ff0000'));
      await t.db.kysely
        .updateTable('files')
        .set({ sha256: 'f'.repeat(64) })
        .where('id', '=', attachment.id)
        .execute();
      expect(await verify()).toMatchObject({ intact: false, firstBrokenMessageId: message.id, reason: 'message_changed' });
    });
  });

  describe('signed checkpoints', () => {
    it('signs the head after every message with a key that is not in the database, and serves it with the public key', async () => {
      expect(await checkpoint()).toMatchObject({ checkpoint: null, key: { algorithm: 'Ed25519' } });
      await send(t.app, a, conversation.id, 'one');
      const second = await send(t.app, b, conversation.id, 'two');
      const response = await checkpoint();
      expect(response.checkpoint).toMatchObject({
        conversationId: conversation.id,
        subject: 'General',
        messageCount: 2,
        headHash: second.hash,
      });
      expect(response.checkpoint?.publicKey).toBe(response.key.publicKey);
      expect(response.checkpoint && verifyCheckpoint(response.checkpoint)).toBe(true);
      expect(await t.db.kysely.selectFrom('conversationCheckpoints').select('messageCount').orderBy('messageCount').execute()).toEqual([
        { messageCount: 1 },
        { messageCount: 2 },
      ]);

      const familyId = (
        await t.db.kysely.selectFrom('conversations').select('familyId').where('id', '=', conversation.id).executeTakeFirstOrThrow()
      ).familyId;
      expect(await loadCheckpoints(t.db.kysely, familyId)).toEqual([response.checkpoint]);
      expect(await loadCheckpoints(t.db.kysely, familyId, [])).toEqual([]);
      expect(await loadCheckpoints(t.db.kysely, 'another-family')).toEqual([]);
      // The private key lives in DATA_DIR, never in any table.
      const pem = readFileSync(`${t.config.dataDir}/checkpoint-signing-key.pem`, 'utf8');
      expect(pem).toContain('BEGIN PRIVATE KEY');
      const tables = await t.db.kysely.selectFrom('conversationCheckpoints').selectAll().execute();
      expect(JSON.stringify(tables)).not.toContain(pem.split('\n')[1]);
    });

    it('refuses a checkpoint changed after signing, or signed with a key the server does not hold', async () => {
      await send(t.app, a, conversation.id, 'one');
      const { checkpoint: signed } = await checkpoint();
      if (!signed) throw new Error('no checkpoint');
      expect(verifyCheckpoint(signed)).toBe(true);
      expect(verifyCheckpoint({ ...signed, messageCount: 2 })).toBe(false);
      expect(verifyCheckpoint({ ...signed, headHash: 'f'.repeat(64) })).toBe(false);
      const attacker = checkpointKeyFrom(generateKeyPairSync('ed25519').privateKey);
      const forged = await t.db.kysely
        .transaction()
        .execute((trx) => signCheckpoint(trx, attacker, { conversationId: conversation.id, messageCount: 5, headHash: signed.headHash }));
      expect(verifyCheckpoint(forged)).toBe(false);
      expect(verifyCheckpoint({ ...forged, keyId: signed.keyId, publicKey: signed.publicKey })).toBe(false);
    });

    it('detects the last message deleted in the database: verify says truncated, and the device check fails', async () => {
      await send(t.app, a, conversation.id, 'one');
      const last = await send(t.app, b, conversation.id, 'I said no');
      const remembered = await remember();
      expect(await deviceCheck(remembered)).toMatchObject({ ok: true, head: { messageCount: 2, headHash: last.hash } });

      await t.db.kysely.deleteFrom('messages').where('id', '=', last.id).execute();
      expect(await verify()).toMatchObject({ intact: false, reason: 'truncated', brokenSeq: 2, firstBrokenMessageId: null });
      expect(await deviceCheck(remembered)).toEqual({ ok: false, problem: 'missing', atSeq: 2 });

      // A careful attacker deletes the checkpoint too: the server's own record then looks whole, but the device still knows.
      await t.db.kysely.deleteFrom('conversationCheckpoints').where('messageCount', '=', 2).execute();
      expect(await verify()).toMatchObject({ intact: true, checked: 1 });
      expect(await deviceCheck(remembered)).toEqual({ ok: false, problem: 'missing', atSeq: 2 });

      // And if the conversation grows again, the history still does not extend what the device saw.
      await send(t.app, a, conversation.id, 'Something else');
      expect(await deviceCheck(remembered)).toEqual({ ok: false, problem: 'changed', atSeq: 2 });
    });

    it('detects a message rewritten and the chain re-hashed in the database: the signed head is no longer in the chain', async () => {
      const first = await send(t.app, a, conversation.id, 'Pick-up at 5 on Friday');
      await send(t.app, b, conversation.id, 'Agreed, 5 on Friday');
      await send(t.app, a, conversation.id, 'Thanks');
      const remembered = await remember();
      const familyId = (
        await t.db.kysely.selectFrom('conversations').select('familyId').where('id', '=', conversation.id).executeTakeFirstOrThrow()
      ).familyId;

      await t.db.kysely.updateTable('messages').set({ content: 'Pick-up at 7 on Friday' }).where('id', '=', first.id).execute();
      await rehashChain(t.db, conversation.id);
      // The chain on its own recomputes: only the signatures show what happened.
      const result = await verify();
      expect(result).toMatchObject({ intact: false, reason: 'checkpoint_mismatch', brokenSeq: 1, firstBrokenMessageId: first.id });
      const [stored] = await loadCheckpoints(t.db.kysely, familyId);
      if (!stored) throw new Error('no checkpoint');
      expect(verifyCheckpoint(stored)).toBe(true);
      const head = await t.db.kysely
        .selectFrom('messages')
        .select(['seq', 'hash'])
        .where('conversationId', '=', conversation.id)
        .orderBy('seq', 'desc')
        .executeTakeFirstOrThrow();
      expect(head.hash).not.toBe(stored.headHash);

      // The route the device uses shows the same chain; its check finds the rewrite.
      expect(await deviceCheck(remembered)).toEqual({ ok: false, problem: 'changed', atSeq: 3 });

      // Re-signing needs the key: an attacker's own key does not verify, and the checkpoints cannot be made to match.
      await t.db.kysely.deleteFrom('conversationCheckpoints').execute();
      const attacker = checkpointKeyFrom(generateKeyPairSync('ed25519').privateKey);
      await signCheckpoint(t.db.kysely, attacker, { conversationId: conversation.id, messageCount: 3, headHash: head.hash });
      expect(await verify()).toMatchObject({ intact: false, reason: 'checkpoint_invalid', checkpoint: { signatureValid: false } });
    });

    it('detects a message added in the database after the latest checkpoint', async () => {
      const one = await send(t.app, a, conversation.id, 'one');
      const forged = {
        conversationId: conversation.id,
        seq: 2,
        senderId: b.user.id,
        content: 'I agree to everything',
        createdAt: new Date().toISOString(),
      };
      const hash = messageHash({ ...forged, attachments: [], prevHash: one.hash });
      await t.db.kysely
        .insertInto('messages')
        .values({ id: 'forged', ...forged, readAt: null, prevHash: one.hash, hash })
        .execute();
      expect(await verify()).toMatchObject({ intact: false, reason: 'unsigned_messages', brokenSeq: 2, firstBrokenMessageId: 'forged' });
    });

    it('pages the chain links with every hashed field, validates the query, and hides other families', async () => {
      const attachment = await upload(t.app, b, { name: 'plan.png', type: 'image/png', data: await photo() });
      const sent = [];
      for (let i = 1; i <= 5; i++)
        sent.push(await send(t.app, i % 2 ? a : b, conversation.id, `message ${i}`, i === 2 ? [attachment.id] : undefined));
      const firstPage = await getJson<ChainPage>(t.app, a, `/api/conversations/${conversation.id}/chain?from=2&limit=2`);
      expect(firstPage.links.map((l) => l.seq)).toEqual([2, 3]);
      expect(firstPage.nextFrom).toBe(4);
      expect(firstPage.links[0]).toEqual({
        seq: 2,
        senderId: b.user.id,
        content: 'message 2',
        createdAt: sent[1]?.timestamp,
        attachments: [expect.stringMatching(/^[0-9a-f]{64}$/)],
        prevHash: sent[0]?.hash,
        hash: sent[1]?.hash,
      });
      expect(firstPage.checkpoint).toMatchObject({ messageCount: 5, headHash: sent[4]?.hash });
      expect((await chainFrom(6)).links).toEqual([]);
      expect(
        await checkHistoryExtends({ conversationId: conversation.id, remembered: null, links: (await chainFrom(1)).links }),
      ).toMatchObject({
        ok: true,
        head: { messageCount: 5 },
      });
      for (const query of ['from=0', 'from=x', 'limit=1000', 'other=1']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/conversations/${conversation.id}/chain?${query}`,
          headers: { cookie: a.cookie },
        });
        expect(response.statusCode, query).toBe(400);
      }
      const stranger = await signUp(t.app);
      for (const path of ['chain', 'checkpoint', 'verify']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/conversations/${conversation.id}/${path}`,
          headers: { cookie: stranger.cookie },
        });
        expect(response.statusCode, path).toBe(404);
      }
    });
  });
});
