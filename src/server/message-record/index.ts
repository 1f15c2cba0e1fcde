/**
 * The message record, shared by messaging and the court report: the hash chain (message-hash, check-chain),
 * the re-hashing of attached files, and the signed checkpoints that pin a conversation's history.
 */
export { findAlteredAttachment, sha256OfBlob, type AttachedFile } from './attachment-bytes.js';
export { checkChain, type ChainRow } from './check-chain.js';
export { checkpointKeyFor, currentCheckpointKey, useCheckpointKey, type CheckpointKey } from './checkpoint-key.js';
export {
  checkpointPayload,
  listCheckpoints,
  loadCheckpoints,
  signCheckpoint,
  verifyCheckpoint,
  type StoredCheckpoint,
} from './checkpoints.js';
export { compareCheckpoints } from './compare-checkpoints.js';
export { canonicalJson, GENESIS_HASH, messageHash, type HashedFields } from './message-hash.js';
