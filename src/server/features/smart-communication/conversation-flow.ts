import type { Tone } from '../../../common/schemas/ai.js';
import type { FlowMessage } from './load-recent-messages.js';

export interface ToneMessage extends FlowMessage {
  tone: Tone;
}

/**
 * Replies and conflict resolution within each conversation (messages in conversation order):
 * - a reply is a message whose previous message in the conversation came from the other parent;
 *   its response time is the minutes between the two;
 * - a heated stretch (one or more heated messages) counts as resolved when a later calm message
 *   follows in the same conversation; each stretch counts once.
 * Only replies and resolutions made at or after `from` count.
 */
export function conversationFlow(messages: readonly ToneMessage[], from: string): { responseMinutes: number[]; conflictResolved: number } {
  const responseMinutes: number[] = [];
  let conflictResolved = 0;
  let previous: ToneMessage | undefined;
  let heatedOpen = false;
  for (const message of messages) {
    if (previous?.conversationId !== message.conversationId) {
      previous = undefined;
      heatedOpen = false;
    }
    const counts = message.createdAt >= from;
    if (previous && previous.senderId !== message.senderId && counts) {
      responseMinutes.push((Date.parse(message.createdAt) - Date.parse(previous.createdAt)) / 60_000);
    }
    if (message.tone === 'heated') heatedOpen = true;
    else if (message.tone === 'calm' && heatedOpen) {
      if (counts) conflictResolved += 1;
      heatedOpen = false;
    }
    previous = message;
  }
  return { responseMinutes, conflictResolved };
}
