import { beforeAll, describe, expect, it } from 'vitest';
import { checkHistoryExtends, webSha256Hex } from './history-check.js';
import { chainLinkText, GENESIS_HASH } from './message-chain.js';
import type { ChainLink } from './schemas/messages.js';

/** A chain as the server stores it, hashed over the same canonical text (the API tests check the server's own chains). */
async function chain(conversationId: string, contents: string[]): Promise<ChainLink[]> {
  const links: ChainLink[] = [];
  let prevHash = GENESIS_HASH;
  for (const [index, content] of contents.entries()) {
    const link = {
      seq: index + 1,
      senderId: index % 2 ? 'sam' : 'alex',
      content,
      createdAt: `2030-01-0${index + 1}T10:00:00.000Z`,
      attachments: [],
      prevHash,
    };
    const hash = await webSha256Hex(chainLinkText({ conversationId, ...link }));
    links.push({ ...link, hash });
    prevHash = hash;
  }
  return links;
}

describe('checkHistoryExtends (the check each parent device runs with WebCrypto)', () => {
  const conversationId = 'c1';
  let original: ChainLink[];
  let remembered: { messageCount: number; headHash: string; seenAt: string };
  beforeAll(async () => {
    original = await chain(conversationId, ['Pick-up at 5 on Friday', 'Agreed, 5 on Friday', 'Thanks']);
    remembered = { messageCount: 3, headHash: original[2]?.hash ?? '', seenAt: '2030-01-03T12:00:00.000Z' };
  });

  it('hashes UTF-8 text with WebCrypto SHA-256, as the server does', async () => {
    expect(await webSha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await webSha256Hex('\u00e9')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c'); // UTF-8, not UTF-16
  });

  it('accepts a history that extends what the device saw, and answers the new head', async () => {
    const grown = await chain(conversationId, ['Pick-up at 5 on Friday', 'Agreed, 5 on Friday', 'Thanks', 'See you then']);
    expect(await checkHistoryExtends({ conversationId, remembered, links: grown.slice(2) })).toEqual({
      ok: true,
      head: { messageCount: 4, headHash: grown[3]?.hash },
    });
    expect(await checkHistoryExtends({ conversationId, remembered: null, links: original })).toMatchObject({ ok: true });
  });

  it('finds a message rewritten and the whole chain re-hashed on the server', async () => {
    const rewritten = await chain(conversationId, ['Pick-up at 7 on Friday', 'Agreed, 5 on Friday', 'Thanks']);
    // Internally consistent: on its own, the rewritten chain recomputes.
    expect(await checkHistoryExtends({ conversationId, remembered: null, links: rewritten })).toMatchObject({ ok: true });
    expect(await checkHistoryExtends({ conversationId, remembered, links: rewritten.slice(2) })).toEqual({
      ok: false,
      problem: 'changed',
      atSeq: 3,
    });
  });

  it('finds the history cut short, and links that do not recompute or chain', async () => {
    expect(await checkHistoryExtends({ conversationId, remembered, links: [] })).toEqual({ ok: false, problem: 'missing', atSeq: 3 });
    // Old hashes sent with new words: the link no longer recomputes.
    const lying = original.slice(2).map((link) => ({ ...link, content: 'Not agreed' }));
    expect(await checkHistoryExtends({ conversationId, remembered, links: lying })).toEqual({ ok: false, problem: 'broken', atSeq: 3 });
    const grown = await chain(conversationId, ['Pick-up at 5 on Friday', 'Agreed, 5 on Friday', 'Thanks', 'See you then']);
    const unlinked = [grown[2]!, { ...grown[3]!, prevHash: 'f'.repeat(64) }];
    expect(await checkHistoryExtends({ conversationId, remembered, links: unlinked })).toEqual({ ok: false, problem: 'broken', atSeq: 4 });
    const skipped = await chain(conversationId, ['a', 'b', 'Thanks', 'c', 'd']);
    expect(await checkHistoryExtends({ conversationId: 'c1', remembered: null, links: [skipped[2]!, skipped[4]!] })).toMatchObject({
      ok: false,
      problem: 'broken',
      atSeq: 5,
    });
  });
});
