import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../common/schemas/messages.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { conversations, general, page, send, upload } from '../../testing/messages.js';

describe.each(TEST_DIALECTS)('messages across families (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  let c: string;
  beforeEach(async () => {
    c = (await general(t.app, f.owner)).id;
  });

  it('refuses every conversation route to another family with 404 and changes nothing', async () => {
    const message = await send(t.app, f.coParent, c, 'Private: the custody hearing is on May 3');
    const image = await upload(t.app, f.owner, {
      name: 'note.png',
      type: 'image/png',
      data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    });
    const snapshot = async () => ({
      list: await conversations(t.app, f.owner),
      page: await page(t.app, f.owner, c),
      rows: await t.db.kysely.selectFrom('messages').selectAll().orderBy('seq').execute(),
      attachments: await t.db.kysely.selectFrom('messageAttachments').selectAll().execute(),
    });
    const requests = [
      { method: 'GET', url: `/api/conversations/${c}/messages` },
      { method: 'POST', url: `/api/conversations/${c}/messages`, payload: { content: 'Injected' } },
      { method: 'POST', url: `/api/conversations/${c}/messages`, payload: { content: 'Injected', attachmentIds: [image.id] } },
      { method: 'POST', url: `/api/conversations/${c}/read`, payload: {} },
      { method: 'POST', url: `/api/conversations/${c}/read`, payload: { upTo: message.id } },
      { method: 'GET', url: `/api/conversations/${c}/verify` },
      { method: 'GET', url: image.url },
    ] as const;
    for (const request of requests) await expectRefusedAcrossFamilies({ app: t.app, intruder: f.intruder, request, snapshot });

    // Lists and search only ever show the intruder's own family.
    expect(await conversations(t.app, f.intruder)).toEqual([]);
    expect((await getJson<SearchResults>(t.app, f.intruder, '/api/messages/search?q=custody')).results).toEqual([]);
    expect((await getJson<SearchResults>(t.app, f.owner, '/api/messages/search?q=custody')).results).toHaveLength(1);
  });

  it('asks for a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations'],
      ['GET', `/api/conversations/${c}/messages`],
      ['POST', `/api/conversations/${c}/messages`],
      ['POST', `/api/conversations/${c}/read`],
      ['GET', `/api/conversations/${c}/verify`],
      ['GET', '/api/messages/search?q=hello'],
      ['POST', '/api/attachments'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
