/**
 * How a kind of notification reaches a parent outside the open app (the bell always has it). Kept apart from
 * the zod schemas so the client can list them without loading zod.
 */
export const DELIVERY_CHANNELS = ['both', 'push', 'email', 'none'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export function channelOf(switches: { email: boolean; push: boolean }): DeliveryChannel {
  if (switches.email && switches.push) return 'both';
  if (switches.email) return 'email';
  return switches.push ? 'push' : 'none';
}

export function switchesOf(channel: DeliveryChannel): { email: boolean; push: boolean } {
  return { email: channel === 'both' || channel === 'email', push: channel === 'both' || channel === 'push' };
}
