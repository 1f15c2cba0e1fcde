import { randomUUID } from 'node:crypto';
import type { PlaySession, RecordPlayRequest } from '../../../common/schemas/learning.js';
import { nowIso, type Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { findGame } from './games/game-catalogue.js';
import { listPlayHistory } from './list-play-history.js';

/**
 * Records a finished game in the family's play history, now: which game, which of the family's children (a child of
 * another family, or one removed, answers 404 like one that does not exist) and how long it lasted.
 */
export async function recordPlay(opts: {
  db: Db;
  familyId: string;
  userId: string;
  input: Required<RecordPlayRequest>;
}): Promise<PlaySession> {
  const { db, familyId, input } = opts;
  if (!findGame(input.gameId)) throw new AppError('bad_request', 'Unknown game', { gameId: 'Unknown game' });
  const children = await db.kysely
    .selectFrom('children')
    .select('id')
    .where('familyId', '=', familyId)
    .where('archivedAt', 'is', null)
    .where('id', 'in', input.childIds)
    .execute();
  notFoundUnless(children.length === input.childIds.length ? children : null, 'Child not found');
  const id = randomUUID();
  await db.kysely
    .insertInto('playSessions')
    .values({
      id,
      familyId,
      gameId: input.gameId,
      childIds: JSON.stringify(input.childIds),
      durationSeconds: input.durationSeconds,
      playedAt: nowIso(),
      recordedBy: opts.userId,
    })
    .execute();
  const [session] = await listPlayHistory({ db, familyId, id });
  return notFoundUnless(session);
}
