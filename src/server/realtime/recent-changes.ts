import type { RealtimeTarget } from './realtime.js';

/** How far back an instance remembers changes; a page older than this refetches everything when its socket opens. */
export const CATCH_UP_WINDOW_MS = 10 * 60_000;
/** Clocks of instances behind one load balancer differ a little: a change this close before `since` counts as after. */
export const CLOCK_MARGIN_MS = 5_000;

const keyOf = (target: RealtimeTarget) => ('userId' in target ? `u:${target.userId}` : `f:${target.familyId}`);

/**
 * When each user and family last had an event on this instance (every instance sees every event: its own and, on
 * PostgreSQL, the others' through LISTEN), for a socket's first open to tell whether its page missed one
 * (src/common/realtime-catch-up.ts). It answers "changed" whenever it cannot be sure.
 */
export class RecentChanges {
  private readonly lastAt = new Map<string, number>();
  private knownSince: number;
  private lastSweep: number;

  constructor(private readonly now: () => number = () => Date.now()) {
    this.knownSince = now();
    this.lastSweep = this.knownSince;
  }

  record(target: RealtimeTarget): void {
    const now = this.now();
    this.lastAt.set(keyOf(target), now);
    if (now - this.lastSweep > CATCH_UP_WINDOW_MS) this.sweep(now);
  }

  /** Whether the user or their family may have had an event at `since` or after. */
  changedSince(userId: string, familyId: string, since: number): boolean {
    const from = since - CLOCK_MARGIN_MS;
    if (from < this.knownSince || this.now() - since > CATCH_UP_WINDOW_MS) return true;
    return [`u:${userId}`, `f:${familyId}`].some((key) => (this.lastAt.get(key) ?? -Infinity) >= from);
  }

  /** Events may have been lost (the LISTEN connection was down): nothing before now is known any more. */
  forget(): void {
    this.lastAt.clear();
    this.knownSince = this.now();
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, at] of this.lastAt) if (now - at > CATCH_UP_WINDOW_MS + CLOCK_MARGIN_MS) this.lastAt.delete(key);
  }
}
