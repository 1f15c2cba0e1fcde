import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long long-running work may hold the event loop before other requests get a turn. */
export const SLICE_MS = 8;

/**
 * When the loop last had a turn from a slice. One clock for all slicers: a request that runs several sliced steps
 * one after another (each conversation's chain, then the record's JSON) must not hold the loop for a budget each.
 * After a turn the loop took by itself (waiting on the database), the first check yields once more: one cheap turn.
 */
let lastTurn = performance.now();

/**
 * A checkpoint for long loops: `await slice()` between steps yields to the event loop once SLICE_MS have passed
 * since the last turn, and costs nothing otherwise. The work is the same; other requests are answered in between.
 */
export function timeSlicer(budgetMs = SLICE_MS): () => Promise<void> {
  return async () => {
    if (performance.now() - lastTurn < budgetMs) return;
    await nextTurn();
    lastTurn = performance.now();
  };
}
