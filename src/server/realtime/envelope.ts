import type { RealtimeEnvelope, RealtimeEvents } from '../../common/realtime-events.js';

/** The frame sent to browsers for one event. */
export function makeEnvelope<K extends keyof RealtimeEvents>(type: K, payload: RealtimeEvents[K]): RealtimeEnvelope {
  // The mapped union cannot be narrowed from a generic K; the object is exactly one of its members.
  return { type, payload, at: new Date().toISOString() } as RealtimeEnvelope;
}
