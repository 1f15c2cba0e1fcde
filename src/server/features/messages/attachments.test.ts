import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../../common/schemas/messages.js';
import { useTwoFamilies } from '../../testing/cross-family.js';
import { docx } from '../../testing/office-files.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { ATTACHMENT_UNAVAILABLE } from './send-message.js';
import { ATTACHMENT_MESSAGES } from './upload-attachment.js';
import { general, page, send, upload, uploadRequest } from '../../testing/messages.js';

const png = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#81b29a' } })
    .png()
    .toBuffer();
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe.each(TEST_DIALECTS)('message attachments (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  let c: string;
  beforeEach(async () => {
    c = (await general(t.app, f.owner)).id;
  });

  const fetchFile = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('serves byte ranges (video seeking, Safari) and answers a cached copy with 304', async () => {
    const file = await upload(t.app, f.owner, { name: 'form.pdf', type: 'application/pdf', data: pdf() });
    const bytes = pdf();
    const ranged = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: f.coParent.cookie, range: 'bytes=0-7' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    expect(ranged.headers['content-length']).toBe('8');
    expect(ranged.rawPayload.equals(bytes.subarray(0, 8))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: f.coParent.cookie, range: 'bytes=-6' } });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 6))).toBe(true);
    const past = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { cookie: f.coParent.cookie, range: `bytes=${bytes.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(past.json()).toEqual({ message: 'The requested range is outside the file' });
    const whole = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: f.coParent.cookie } });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const cached = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { cookie: f.coParent.cookie, 'if-none-match': String(whole.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const intruder = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: f.intruder.cookie, range: 'bytes=0-7' } });
    expect(intruder.statusCode).toBe(404);
  });

  it('uploads images, PDFs and office documents typed from their bytes and sends them with a message', async () => {
    const image = await upload(t.app, f.owner, { name: 'photo.JPG', type: 'image/jpeg', data: await png() });
    expect(image).toEqual({
      id: expect.any(String),
      name: 'photo.JPG',
      type: 'image/png',
      size: expect.any(Number),
      url: `/api/files/${image.id}`,
    });
    const report = await upload(t.app, f.owner, { name: '../Report Q1; final.pdf', type: 'application/octet-stream', data: pdf() });
    expect(report).toMatchObject({ name: 'Report Q1; final.pdf', type: 'application/pdf' });
    const doc = await upload(t.app, f.owner, { name: 'schedule.docx', type: 'application/zip', data: docx() });
    expect(doc.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    const message = await send(t.app, f.owner, c, '', [report.id, image.id, doc.id]);
    expect(message.content).toBe('');
    expect(message.attachments).toEqual([report, image, doc]);
    expect((await page(t.app, f.coParent, c)).messages[0]?.attachments).toEqual([report, image, doc]);

    const imageFile = await fetchFile(image.url, f.coParent.cookie);
    expect(imageFile.statusCode).toBe(200);
    expect(imageFile.headers['content-type']).toBe('image/png');
    expect(imageFile.headers['content-disposition']).toMatch(/^inline; filename="photo.JPG"/);
    const pdfFile = await fetchFile(report.url, f.coParent.cookie);
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.rawPayload.equals(pdf())).toBe(true);
    expect(pdfFile.headers['content-disposition']).toBe(
      `attachment; filename="Report Q1_ final.pdf"; filename*=UTF-8''Report%20Q1%3B%20final.pdf`,
    );

    // A file belongs to one message only.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: f.owner.cookie },
      payload: { content: 'again', attachmentIds: [image.id] },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ fields: { attachmentIds: ATTACHMENT_UNAVAILABLE } });
  });

  it('refuses a file that is not what its name says, and one over 25 MB', async () => {
    const fake = await t.app.inject(
      uploadRequest(f.owner, { name: 'contract.pdf', type: 'application/pdf', data: Buffer.from('just some text, honestly') }),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ message: ATTACHMENT_MESSAGES.wrongType, fields: { file: ATTACHMENT_MESSAGES.wrongType } });
    const big = Buffer.concat([pdf(), Buffer.alloc(25 * 1024 * 1024)]);
    const tooBig = await t.app.inject(uploadRequest(f.owner, { name: 'big.pdf', type: 'application/pdf', data: big }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: ATTACHMENT_MESSAGES.tooLarge });
    const missing = await t.app.inject({ method: 'POST', url: '/api/attachments', headers: { cookie: f.owner.cookie }, payload: {} });
    expect(missing.statusCode).toBe(415);
    expect(await t.db.kysely.selectFrom('files').selectAll().execute()).toEqual([]);
  });

  it('keeps a family’s files from another family and from the co-parent’s messages', async () => {
    const image = await upload(t.app, f.owner, { name: 'photo.png', type: 'image/png', data: await png() });
    expect((await fetchFile(image.url, f.intruder.cookie)).statusCode).toBe(404);

    const intruderList = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: f.intruder.cookie } });
    expect(intruderList.json()).toEqual([]);
    const sendWith = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${c}/messages`,
        headers: { cookie },
        payload: { content: 'x', attachmentIds: [image.id] },
      });
    expect((await sendWith(f.intruder.cookie)).statusCode).toBe(404);
    // Only the uploader attaches their upload.
    expect((await sendWith(f.coParent.cookie)).statusCode).toBe(400);
    const sent: Message = await send(t.app, f.owner, c, 'photo', [image.id]);
    expect(sent.attachments.map((a) => a.id)).toEqual([image.id]);
    expect((await fetchFile(image.url, f.intruder.cookie)).statusCode).toBe(404);
  });
});
