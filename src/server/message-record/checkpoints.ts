import { sign, verify } from 'node:crypto';
import type { Kysely } from 'kysely';
import { canonicalJson } from '../../common/canonical-json.js';
import type { ConversationCheckpoint } from '../../common/schemas/messages.js';
import type { ConversationCheckpointsTable, Database } from '../db/schema.js';
import { heldCheckpointKey, type CheckpointKey } from './checkpoint-key.js';

export type StoredCheckpoint = ConversationCheckpointsTable;
type SignedFields = Pick<ConversationCheckpoint, 'conversationId' | 'messageCount' | 'headHash' | 'signedAt' | 'keyId'>;

/** The exact bytes an Ed25519 checkpoint signature covers. */
export function checkpointPayload(fields: SignedFields): Buffer {
  const { conversationId, messageCount, headHash, signedAt, keyId } = fields;
  return Buffer.from(canonicalJson({ v: 1, conversationId, messageCount, headHash, signedAt, keyId }), 'utf8');
}

/**
 * Signs the chain head after `messageCount` messages and stores it, inside the transaction that appended
 * the message. A checkpoint already stored for that count is kept, never replaced: if a history was cut
 * short in the database and grew again, the old signature still shows the head it had.
 */
export async function signCheckpoint(
  kysely: Kysely<Database>,
  key: CheckpointKey,
  head: { conversationId: string; messageCount: number; headHash: string; signedAt?: string },
): Promise<StoredCheckpoint> {
  const fields = { ...head, signedAt: head.signedAt ?? new Date().toISOString(), keyId: key.keyId };
  const row: StoredCheckpoint = {
    ...fields,
    publicKey: key.publicKeyBase64,
    signature: sign(null, checkpointPayload(fields), key.privateKey).toString('base64'),
  };
  await kysely
    .insertInto('conversationCheckpoints')
    .values(row)
    .onConflict((oc) => oc.columns(['conversationId', 'messageCount']).doNothing())
    .execute();
  return row;
}

/**
 * Whether the checkpoint was signed by a key this server holds (from DATA_DIR or CHECKPOINT_SIGNING_KEY),
 * over exactly these fields. A public key read from the database is never trusted on its own.
 */
export function verifyCheckpoint(checkpoint: SignedFields & Pick<ConversationCheckpoint, 'signature' | 'publicKey'>): boolean {
  const key = heldCheckpointKey(checkpoint.keyId);
  if (!key || key.publicKeyBase64 !== checkpoint.publicKey) return false;
  try {
    return verify(null, checkpointPayload(checkpoint), key.publicKey, Buffer.from(checkpoint.signature, 'base64'));
  } catch {
    return false;
  }
}

/** Every checkpoint of a conversation, in chain order. */
export function listCheckpoints(kysely: Kysely<Database>, conversationId: string): Promise<StoredCheckpoint[]> {
  return kysely
    .selectFrom('conversationCheckpoints')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .orderBy('messageCount')
    .execute();
}

/**
 * The latest signed checkpoint of each of the family's conversations (all, or those named), oldest
 * conversation first; a conversation without one (no message since checkpoints began) is left out.
 */
export async function loadCheckpoints(
  kysely: Kysely<Database>,
  familyId: string,
  conversationIds?: readonly string[],
): Promise<ConversationCheckpoint[]> {
  if (conversationIds && conversationIds.length === 0) return [];
  const rows = await kysely
    .selectFrom('conversationCheckpoints as k')
    .innerJoin('conversations as c', 'c.id', 'k.conversationId')
    .select(['k.conversationId', 'c.subject', 'k.messageCount', 'k.headHash', 'k.signedAt', 'k.keyId', 'k.signature', 'k.publicKey'])
    .where('c.familyId', '=', familyId)
    .$if(conversationIds !== undefined, (q) => q.where('c.id', 'in', conversationIds ?? []))
    .where(({ eb, selectFrom }) =>
      eb(
        'k.messageCount',
        '=',
        selectFrom('conversationCheckpoints as latest')
          .select(({ fn }) => fn.max('latest.messageCount').as('n'))
          .whereRef('latest.conversationId', '=', 'k.conversationId'),
      ),
    )
    .orderBy('c.createdAt')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ ...row, messageCount: Number(row.messageCount) }));
}
