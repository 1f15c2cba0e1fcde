/**
 * Now as an ISO instant, but always later than `latest`: records and their history are ordered by time,
 * and two steps within the same millisecond would otherwise come back in any order.
 */
export function nextInstant(latest: string | null | undefined, now: Date = new Date()): string {
  const after = latest ? Date.parse(latest) + 1 : 0;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}

let latestInProcess = 0;

/**
 * `at` (now unless given) as an ISO instant, later than every earlier call in this process: rows made within one
 * millisecond (a request often makes several; rows of two families can meet when one parent joins the other) keep the
 * order they were made in.
 */
export function processInstant(at: Date = new Date()): string {
  latestInProcess = Math.max(at.getTime(), latestInProcess + 1);
  return new Date(latestInProcess).toISOString();
}
