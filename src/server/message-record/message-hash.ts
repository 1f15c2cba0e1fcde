import { createHash } from 'node:crypto';
import { chainLinkText, type HashedFields } from '../../common/message-chain.js';

export { canonicalJson } from '../../common/canonical-json.js';
export { GENESIS_HASH, type HashedFields } from '../../common/message-chain.js';

/** The chain link of one message: SHA-256 (hex) of the canonical JSON of what it says and what came before. */
export function messageHash(fields: HashedFields): string {
  return createHash('sha256').update(chainLinkText(fields), 'utf8').digest('hex');
}
