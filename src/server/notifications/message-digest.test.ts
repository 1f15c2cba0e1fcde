import { describe, expect, it } from 'vitest';
import { useDeliveryHarness, SITE } from '../testing/delivery-harness.js';
import { general, send } from '../testing/messages.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { DIGEST_WINDOW_MS } from './message-digest.js';

const MINUTE = 60_000;

describe.each(TEST_DIALECTS)('bundled message emails (%s)', (dialect) => {
  const h = useDeliveryHarness(dialect);
  const subjects = async () => (await h.mailsToSam()).map((m) => m.headers.get('subject'));

  it('emails the first message of an hour at once and the others in one digest at its end, naming the count, not the texts', async () => {
    await h.setPreferences(h.sam, { bundleMessages: true, channels: { message: 'email' } });
    const conversation = await general(h.t.app, h.alex);
    const start = new Date();
    await send(h.t.app, h.alex, conversation.id, 'Can you take Friday?');
    await send(h.t.app, h.alex, conversation.id, 'The dentist moved.');
    await send(h.t.app, h.alex, conversation.id, 'Let me know tonight.');
    expect(await subjects()).toEqual(['Alex Rivera sent you a message: General']);

    await h.t.app.services.jobs.runDue(new Date(start.getTime() + 30 * MINUTE));
    expect(await h.mailsToSam()).toEqual([]);
    await h.t.app.services.jobs.runDue(new Date(start.getTime() + DIGEST_WINDOW_MS + MINUTE));
    const [digest, ...more] = await h.mailsToSam();
    expect(more).toEqual([]);
    expect(digest?.headers.get('subject')).toBe('2 new messages in “General”');
    for (const version of [digest?.text, digest?.html]) {
      expect(version).toContain('2 new messages arrived');
      expect(version).toContain('From Alex Rivera (2).');
      expect(version).not.toContain('dentist');
      expect(version).not.toContain('tonight');
    }
    expect(digest?.text).toContain(`${SITE}/messages?c=${conversation.id}`);
    expect(digest?.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/amity\.example\.org\/api\/mail\/unsubscribe\?token=.+>$/);
    expect(digest?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The next hour's first message is emailed at once again; no second digest for the first hour.
    await h.t.app.services.jobs.runDue(new Date(start.getTime() + 3 * DIGEST_WINDOW_MS));
    expect(await h.mailsToSam()).toEqual([]);
  });

  it('sends no digest when nothing followed the first email', async () => {
    await h.setPreferences(h.sam, { bundleMessages: true });
    const start = new Date();
    await send(h.t.app, h.alex, (await general(h.t.app, h.alex)).id, 'Only one');
    expect(await subjects()).toEqual(['Alex Rivera sent you a message: General']);
    await h.t.app.services.jobs.runDue(new Date(start.getTime() + DIGEST_WINDOW_MS + MINUTE));
    expect(await h.mailsToSam()).toEqual([]);
  });

  it('puts the texts in the digest for a parent who opted in to message text', async () => {
    await h.setPreferences(h.sam, { bundleMessages: true, messageText: true });
    const conversation = await general(h.t.app, h.alex);
    const start = new Date();
    await send(h.t.app, h.alex, conversation.id, 'First');
    await send(h.t.app, h.alex, conversation.id, 'Second');
    await send(h.t.app, h.alex, conversation.id, 'Third');
    const [first, ...more] = await h.mailsToSam();
    expect(more).toEqual([]);
    expect(first?.text).toContain('First');
    await h.t.app.services.jobs.runDue(new Date(start.getTime() + DIGEST_WINDOW_MS + MINUTE));
    const [digest] = await h.mailsToSam();
    expect(digest?.headers.get('subject')).toBe('2 new messages in “General”');
    expect(digest?.text).toContain('Alex Rivera: Second');
    expect(digest?.text).toContain('Alex Rivera: Third');
    expect(digest?.text).not.toContain('First');
  });
});
