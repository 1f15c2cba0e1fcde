import type { RememberedCheckpoint } from '@common/history-check';

/** Each parent's device keeps, per user and conversation, the last chain head it checked. */
const storageKey = (userId: string, conversationId: string) => `amity.checkpoint.${userId}.${conversationId}`;

const isRemembered = (value: unknown): value is RememberedCheckpoint => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.messageCount === 'number' &&
    Number.isInteger(v.messageCount) &&
    v.messageCount > 0 &&
    typeof v.headHash === 'string' &&
    /^[0-9a-f]{64}$/.test(v.headHash) &&
    typeof v.seenAt === 'string'
  );
};

export function readRememberedCheckpoint(userId: string, conversationId: string): RememberedCheckpoint | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(userId, conversationId)) ?? 'null');
    return isRemembered(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberCheckpoint(userId: string, conversationId: string, checkpoint: RememberedCheckpoint): void {
  try {
    localStorage.setItem(storageKey(userId, conversationId), JSON.stringify(checkpoint));
  } catch {
    // Storage full or turned off: the next visit simply has nothing to compare with.
  }
}
