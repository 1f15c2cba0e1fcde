import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

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

/** JSON with object keys sorted at every level, so the same fields always give the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The chain link of one message: SHA-256 (hex) of the canonical JSON of what it says and what came before. */
export function messageHash(fields: HashedFields): string {
  const { conversationId, seq, senderId, content, createdAt, attachments, prevHash } = fields;
  const canonical = canonicalJson({ conversationId, seq, senderId, content, createdAt, attachments, prevHash });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
