import { timeSlicer } from './time-slicer.js';

/**
 * `JSON.stringify(items)`, written an item at a time with turns of the event loop in between: a calendar of
 * thousands of occurrences is megabytes of JSON, which serialised in one go would hold every other request.
 */
export async function jsonArrayInSlices(items: readonly unknown[]): Promise<string> {
  const slice = timeSlicer();
  const parts: string[] = [];
  for (const item of items) {
    parts.push(JSON.stringify(item));
    await slice();
  }
  return `[${parts.join(',')}]`;
}
