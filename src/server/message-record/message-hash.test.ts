import { describe, expect, it } from 'vitest';
import { canonicalJson, GENESIS_HASH, messageHash } from './message-hash.js';

describe('message hash', () => {
  const fields = {
    conversationId: 'c1',
    seq: 1,
    senderId: 'u1',
    content: 'Pick up at 5 "sharp"\n',
    createdAt: '2030-01-01T10:00:00.000Z',
    attachments: ['ab'.repeat(32)],
    prevHash: GENESIS_HASH,
  };

  it('writes canonical JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
  });

  it('is a stable SHA-256 that changes with any hashed field', () => {
    const hash = messageHash(fields);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(messageHash({ ...fields })).toBe(hash);
    for (const change of [{ content: 'Pick up at 6' }, { seq: 2 }, { senderId: 'u2' }, { attachments: [] }, { prevHash: 'f'.repeat(64) }]) {
      expect(messageHash({ ...fields, ...change })).not.toBe(hash);
    }
  });
});
