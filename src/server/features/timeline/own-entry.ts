import { TIMELINE_MESSAGES } from '../../../common/timeline-rules.js';
import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { findVisibleEntry, type TimelineViewer } from './list-timeline.js';

/**
 * An entry the viewer may change: 404 when they cannot see it (another family's, or the other parent's
 * private entry, exactly like a missing one), 403 when they can see it but did not write it.
 */
export async function findOwnEntry(kysely: Kysely<Database>, opts: { viewer: TimelineViewer; id: string }): Promise<TimelineEntry> {
  const entry = notFoundUnless(await findVisibleEntry(kysely, opts));
  if (entry.createdBy !== opts.viewer.userId) throw new AppError('forbidden', TIMELINE_MESSAGES.notAuthor);
  return entry;
}
