import type { Realtime } from '../../realtime/realtime.js';
import type { TimelineViewer } from './list-timeline.js';

/**
 * Tells open timeline screens to refetch. A change the other parent could see (a shared entry, or one
 * that was shared before this change) goes to the whole family; a private one only to its author's tabs,
 * so not even its existence reaches the other parent.
 */
export async function announceTimelineChange(opts: {
  realtime: Realtime;
  viewer: TimelineViewer;
  childIds: string[];
  visibleToFamily: boolean;
}): Promise<void> {
  const { realtime, viewer } = opts;
  const target = opts.visibleToFamily ? { familyId: viewer.familyId } : { userId: viewer.userId };
  await realtime.publish(target, 'timeline.changed', { childIds: [...new Set(opts.childIds)] });
}
