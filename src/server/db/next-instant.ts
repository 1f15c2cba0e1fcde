/**
 * Now as an ISO instant, but always later than `latest`: records and their history are ordered by time,
 * and two steps within the same millisecond would otherwise come back in any order.
 */
export function nextInstant(latest: string | null | undefined, now: Date = new Date()): string {
  const after = latest ? Date.parse(latest) + 1 : 0;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}
