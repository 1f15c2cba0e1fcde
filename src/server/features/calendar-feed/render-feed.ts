import { hashToken } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { custodyFeedEvents } from './custody-feed-events.js';
import { loadFeedEvents } from './feed-events.js';
import { calendarDocument } from './ics/calendar-document.js';

export const FEED_REFRESH_HOURS = 1;
export const FEED_NOT_FOUND_MESSAGE = 'This calendar link is not valid any more. Create a new one in Amity.';

/**
 * The iCalendar text behind a feed token. A revoked or unknown token, or one whose owner has left the family,
 * answers 404.
 */
export async function renderFeed(opts: { db: Db; secret: string; token: string; now?: Date }): Promise<string> {
  const { db } = opts;
  const now = opts.now ?? new Date();
  const feed = notFoundUnless(
    await db.kysely
      .selectFrom('calendarFeeds')
      .innerJoin('memberships', (join) =>
        join.onRef('memberships.userId', '=', 'calendarFeeds.userId').onRef('memberships.familyId', '=', 'calendarFeeds.familyId'),
      )
      .innerJoin('families', 'families.id', 'calendarFeeds.familyId')
      .leftJoin('children', 'children.id', 'calendarFeeds.childId')
      .select(['calendarFeeds.familyId', 'calendarFeeds.childId', 'families.name as familyName', 'children.name as childName'])
      .where('calendarFeeds.tokenHash', '=', hashToken(opts.secret, opts.token))
      .where('calendarFeeds.revokedAt', 'is', null)
      .executeTakeFirst(),
    FEED_NOT_FOUND_MESSAGE,
  );
  const events = [
    ...(await loadFeedEvents({ db, familyId: feed.familyId, childId: feed.childId })),
    ...(await custodyFeedEvents({ db, familyId: feed.familyId, now })),
  ];
  const name = feed.childName ? `${feed.childName} · ${feed.familyName}` : feed.familyName;
  return calendarDocument({ name: `Amity: ${name}`, events, now, refreshHours: FEED_REFRESH_HOURS });
}
