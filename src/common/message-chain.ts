import { canonicalJson } from './canonical-json.js';

/** The prevHash of a conversation's first message. */
export const GENESIS_HASH = '0'.repeat(64);

/** What one link of a conversation's hash chain covers. */
export interface HashedFields {
  conversationId: string;
  seq: number;
  senderId: string;
  content: string;
  createdAt: string;
  /** SHA-256 of each attached file, in attachment order. */
  attachments: string[];
  prevHash: string;
}

/** The exact text whose SHA-256 (hex) is a message's hash; the server and the browser hash the same bytes. */
export function chainLinkText(fields: HashedFields): string {
  const { conversationId, seq, senderId, content, createdAt, attachments, prevHash } = fields;
  return canonicalJson({ conversationId, seq, senderId, content, createdAt, attachments, prevHash });
}
