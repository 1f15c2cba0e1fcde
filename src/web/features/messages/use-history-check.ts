import { useQuery } from '@tanstack/react-query';
import { checkHistoryExtends, type HistoryCheck } from '@common/history-check';
import type { ChainLink, ChainPage, CheckpointResponse } from '@common/schemas/messages';
import { apiJson } from '@/lib/api';
import { deviceHistoryCheckQuery } from '@/lib/queries/message-chain';
import { readRememberedCheckpoint, rememberCheckpoint } from './remembered-checkpoints';

export type DeviceHistoryCheck = HistoryCheck & { seenAt: string | null };

const base = (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}`;

async function linksFrom(conversationId: string, from: number): Promise<ChainLink[]> {
  const links: ChainLink[] = [];
  for (let next: number | null = from; next !== null;) {
    const page: ChainPage = await apiJson<ChainPage>('GET', `${base(conversationId)}/chain?from=${next}`);
    links.push(...page.links);
    next = page.nextFrom;
  }
  return links;
}

/**
 * Checks that the server's history still extends the checkpoint this device remembered for the
 * conversation: the links from that position to the head are recomputed here (WebCrypto SHA-256, the
 * server's canonical JSON). When it holds, the new head is remembered; when it does not, the old
 * checkpoint is kept, so the warning shows on every visit until the history matches again.
 */
export async function runHistoryCheck(conversationId: string, userId: string): Promise<DeviceHistoryCheck> {
  const remembered = readRememberedCheckpoint(userId, conversationId);
  const save = (head: { messageCount: number; headHash: string } | null) => {
    if (head) rememberCheckpoint(userId, conversationId, { ...head, seenAt: new Date().toISOString() });
  };
  if (!remembered) {
    // First visit: remember the server's signed head; a conversation from before checkpoints is read whole once.
    const { checkpoint } = await apiJson<CheckpointResponse>('GET', `${base(conversationId)}/checkpoint`);
    if (checkpoint) {
      save({ messageCount: checkpoint.messageCount, headHash: checkpoint.headHash });
      return { ok: true, head: checkpoint, seenAt: null };
    }
    const whole = await checkHistoryExtends({ conversationId, remembered: null, links: await linksFrom(conversationId, 1) });
    if (whole.ok) save(whole.head);
    return { ...whole, seenAt: null };
  }
  const result = await checkHistoryExtends({ conversationId, remembered, links: await linksFrom(conversationId, remembered.messageCount) });
  if (result.ok) save(result.head);
  return { ...result, seenAt: remembered.seenAt };
}

/** Runs the device's history check when a conversation opens and again whenever its newest message changes. */
export function useHistoryCheck(conversationId: string, userId: string | undefined, newestHash: string | undefined) {
  return useQuery({
    ...deviceHistoryCheckQuery({ conversationId, userId, newestHash }, () => runHistoryCheck(conversationId, userId ?? '')),
    enabled: userId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
