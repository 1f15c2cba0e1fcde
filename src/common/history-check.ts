import { chainLinkText } from './message-chain.js';
import type { ChainLink } from './schemas/messages.js';

/** The checkpoint a parent's device remembers for a conversation: the head it last saw, and when. */
export interface RememberedCheckpoint {
  messageCount: number;
  headHash: string;
  /** When the device saw it (ISO). */
  seenAt: string;
}

export type HistoryCheck =
  | { ok: true; head: { messageCount: number; headHash: string } | null }
  /**
   * missing: the message the device saw last is no longer there (the history was cut short);
   * changed: it is there with another hash (it, or a message before it, was rewritten);
   * broken: a link after it does not recompute or does not chain to the one before.
   */
  | { ok: false; problem: 'missing' | 'changed' | 'broken'; atSeq: number };

/** SHA-256 (hex) of UTF-8 text with WebCrypto, which browsers and Node both have. */
export async function webSha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the server's history still extends what this device saw: `links` are the chain links from the
 * remembered position to the head, as the server sends them. The link at the remembered position must
 * still carry the remembered hash, and every link must recompute to its own hash and chain to the one
 * before, so the server cannot show other words under the old hashes.
 */
export async function checkHistoryExtends(opts: {
  conversationId: string;
  remembered: RememberedCheckpoint | null;
  links: readonly ChainLink[];
  sha256Hex?: (text: string) => Promise<string>;
}): Promise<HistoryCheck> {
  const { conversationId, remembered, links } = opts;
  const sha256Hex = opts.sha256Hex ?? webSha256Hex;
  if (remembered && remembered.messageCount > 0) {
    const first = links[0];
    if (!first || first.seq !== remembered.messageCount) return { ok: false, problem: 'missing', atSeq: remembered.messageCount };
    if (first.hash !== remembered.headHash) return { ok: false, problem: 'changed', atSeq: first.seq };
  }
  for (const [index, link] of links.entries()) {
    const previous = index > 0 ? links[index - 1] : undefined;
    const recomputed = await sha256Hex(chainLinkText({ conversationId, ...link }));
    const chained = !previous || (link.seq === previous.seq + 1 && link.prevHash === previous.hash);
    if (recomputed !== link.hash || !chained) return { ok: false, problem: 'broken', atSeq: link.seq };
  }
  const last = links.at(-1);
  return { ok: true, head: last ? { messageCount: last.seq, headHash: last.hash } : null };
}
