import exifr from 'exifr';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { ChainVerification } from '../../../common/schemas/messages.js';
import { blobStoreFor, saveFile } from '../../files/file-store.js';
import { getJson } from '../../testing/cross-family.js';
import { pairedParents, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { exifPhoto } from '../../testing/media-files.js';
import { general, send, upload } from '../../testing/messages.js';

const scanData = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe.each(TEST_DIALECTS)('attachments: privacy of place and honest names; conversations in the audit log (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let a: SignedInParent;
  let b: SignedInParent;
  beforeEach(async () => {
    ({ first: a, second: b } = await pairedParents(t.app));
  });

  it('removes the GPS position from an attached photo before it is stored and hashed, pixels byte for byte', async () => {
    const c = (await general(t.app, a)).id;
    const photo = await exifPhoto({ takenAt: '2024:07:14 10:30:05', gps: true });
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.closeTo(51.5074, 3), longitude: expect.closeTo(-0.1277, 3) });
    const attachment = await upload(t.app, a, { name: 'pickup.jpg', type: 'image/jpeg', data: photo });
    await send(t.app, a, c, 'Here', [attachment.id]);
    const served = await t.app.inject({ method: 'GET', url: attachment.url, headers: { cookie: b.cookie } });
    expect(await exifr.gps(served.rawPayload).catch(() => undefined)).toBeUndefined();
    expect(served.rawPayload.length).toBe(photo.length);
    expect(scanData(served.rawPayload).equals(scanData(photo))).toBe(true);
    expect((await exifr.parse(served.rawPayload, { reviveValues: false }))?.DateTimeOriginal).toBe('2024:07:14 10:30:05');
    expect(await getJson<ChainVerification>(t.app, b, `/api/conversations/${c}/verify`)).toMatchObject({ intact: true });
  });

  it("stores 'report\\u202Efdp.cmd' under a name that shows its real extension", async () => {
    for (const [name, stored] of [
      ['report\u202Efdp.cmd', 'reportfdp.cmd'],
      ['\u2066invoice\u2069\u200B.pdf\uFEFF', 'invoice.pdf'],
      ['a\u061Cb\u200Fc\u202Ad.pdf', 'abcd.pdf'],
      ['\u202E', 'attachment'],
    ] as const) {
      const attachment = await upload(t.app, a, { name, type: 'application/pdf', data: pdf() });
      expect(attachment.name, JSON.stringify(name)).toBe(stored);
      const served = await t.app.inject({ method: 'GET', url: attachment.url, headers: { cookie: a.cookie } });
      expect(served.headers['content-disposition']).toContain(`filename="${stored}"`);
    }
  });

  it('neutralises the name on every upload path, as they all store through saveFile (receipts, photos)', async () => {
    const familyId = (
      await t.db.kysely.selectFrom('memberships').select('familyId').where('userId', '=', a.user.id).executeTakeFirstOrThrow()
    ).familyId;
    for (const purpose of ['receipt', 'child_photo', 'timeline_photo'] as const) {
      const file = { familyId, uploadedBy: a.user.id, name: 'receipt\u202Efdp.exe', contentType: 'application/pdf', data: pdf(), purpose };
      const saved = await saveFile({ db: t.db, blobs: blobStoreFor(t.config), file }, async (_trx, row) => row);
      expect(saved.name).toBe('receiptfdp.exe');
    }
  });

  it('writes an audit entry when a conversation starts, by a parent or by Amity for General', async () => {
    await general(t.app, a);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: a.cookie },
      payload: { subject: 'School trip' },
    });
    expect(created.statusCode).toBe(201);
    const audit = await getJson<AuditPage>(t.app, b, '/api/audit?entity=conversation');
    expect(audit.items.map((e) => [e.actorId, e.action, e.summary])).toEqual([
      [a.user.id, 'created', "Started the conversation 'School trip'"],
      [null, 'created', "Started the conversation 'General' once both parents had joined"],
    ]);
  });
});
