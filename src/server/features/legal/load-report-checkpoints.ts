import type { ReportCheckpoint } from '../../../common/schemas/legal.js';
import type { ConversationCheckpoint } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import type { ChainRow } from '../../message-record/check-chain.js';
import { loadCheckpoints, verifyCheckpoint } from '../../message-record/checkpoints.js';

/** Whether a chain (in seq order) still holds `headHash` as its message number `messageCount`. */
export function chainHolds(chain: readonly Pick<ChainRow, 'seq' | 'hash'>[], messageCount: number, headHash: string): boolean {
  if (messageCount === 0) return true;
  const link = chain[messageCount - 1];
  return link?.seq === messageCount && link.hash === headHash;
}

/** The latest signed checkpoint of each of the family's conversations, by conversation id. */
export async function loadLatestCheckpoints(db: Db, familyId: string): Promise<Map<string, ConversationCheckpoint>> {
  const checkpoints = await loadCheckpoints(db.kysely, familyId);
  return new Map(checkpoints.map((c) => [c.conversationId, c]));
}

/**
 * A checkpoint as the report prints it: whether its signature verifies with a key this server holds, and
 * whether the chain as stored now still holds its head hash at its message count (a history cut short or
 * rewritten does not).
 */
export function reportCheckpoint(c: ConversationCheckpoint, chain: readonly Pick<ChainRow, 'seq' | 'hash'>[]): ReportCheckpoint {
  return {
    messageCount: c.messageCount,
    headHash: c.headHash,
    signedAt: c.signedAt,
    keyId: c.keyId,
    signature: c.signature,
    publicKey: c.publicKey,
    signatureValid: verifyCheckpoint(c),
    inChain: chainHolds(chain, c.messageCount, c.headHash),
  };
}
