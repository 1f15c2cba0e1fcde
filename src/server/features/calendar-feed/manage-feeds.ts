import { randomUUID } from 'node:crypto';
import type { CalendarFeed } from '../../../common/schemas/events.js';
import type { Db } from '../../db/database.js';
import { isLinkableChild } from '../../db/linkable-child.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { feedUrl, newFeedSecret } from './feed-tokens.js';

export interface FeedOwner {
  db: Db;
  secret: string;
  familyId: string;
  userId: string;
  baseUrl: string;
}

function ownFeeds(o: FeedOwner) {
  return o.db.kysely
    .selectFrom('calendarFeeds')
    .leftJoin('children', 'children.id', 'calendarFeeds.childId')
    .select([
      'calendarFeeds.id',
      'calendarFeeds.childId',
      'calendarFeeds.tokenSeed',
      'calendarFeeds.createdAt',
      'children.name as childName',
    ])
    .where('calendarFeeds.familyId', '=', o.familyId)
    .where('calendarFeeds.userId', '=', o.userId)
    .where('calendarFeeds.revokedAt', 'is', null);
}

type FeedRow = { id: string; childId: string | null; childName: string | null; tokenSeed: string; createdAt: string };
const toFeed = (o: FeedOwner, row: FeedRow): CalendarFeed => ({
  id: row.id,
  childId: row.childId,
  childName: row.childName,
  url: feedUrl(o.baseUrl, o.secret, row.tokenSeed),
  createdAt: row.createdAt,
});

/** The signed-in parent's live feeds (a co-parent's links stay theirs). */
export async function listFeeds(o: FeedOwner): Promise<CalendarFeed[]> {
  const rows = await ownFeeds(o).orderBy('calendarFeeds.createdAt').orderBy('calendarFeeds.id').execute();
  return rows.map((row) => toFeed(o, row));
}

async function getFeed(o: FeedOwner, id: string): Promise<CalendarFeed> {
  return toFeed(o, notFoundUnless(await ownFeeds(o).where('calendarFeeds.id', '=', id).executeTakeFirst()));
}

export async function createFeed(o: FeedOwner & { childId: string | null }): Promise<CalendarFeed> {
  if (o.childId) {
    if (!(await isLinkableChild(o.db.kysely, { familyId: o.familyId, childId: o.childId })))
      throw new AppError('bad_request', 'Choose one of your children', { childId: 'Choose one of your children' });
  }
  const id = randomUUID();
  await o.db.kysely
    .insertInto('calendarFeeds')
    .values({
      id,
      familyId: o.familyId,
      userId: o.userId,
      childId: o.childId,
      ...newFeedSecret(o.secret),
      createdAt: new Date().toISOString(),
      revokedAt: null,
    })
    .execute();
  return getFeed(o, id);
}

/** A new link for the same feed; the old one stops working at once. */
export async function rotateFeed(o: FeedOwner & { id: string }): Promise<CalendarFeed> {
  const result = await o.db.kysely
    .updateTable('calendarFeeds')
    .set(newFeedSecret(o.secret))
    .where('id', '=', o.id)
    .where('familyId', '=', o.familyId)
    .where('userId', '=', o.userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  notFoundUnless(Number(result.numUpdatedRows) === 1 ? true : undefined);
  return getFeed(o, o.id);
}

export async function revokeFeed(o: Omit<FeedOwner, 'baseUrl' | 'secret'> & { id: string }): Promise<void> {
  const result = await o.db.kysely
    .updateTable('calendarFeeds')
    .set({ revokedAt: new Date().toISOString() })
    .where('id', '=', o.id)
    .where('familyId', '=', o.familyId)
    .where('userId', '=', o.userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  notFoundUnless(Number(result.numUpdatedRows) === 1 ? true : undefined);
}
