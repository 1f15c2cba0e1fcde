import type { PlaySession } from '../../../common/schemas/learning.js';
import type { Db } from '../../db/database.js';
import { loadUserNames } from '../../db/user-names.js';
import { findGame } from './games/game-catalogue.js';

const HISTORY_LIMIT = 200;

/** The family's play history, newest first, with game titles and children's names (a removed child keeps their name here). */
export async function listPlayHistory(opts: { db: Db; familyId: string; id?: string }): Promise<PlaySession[]> {
  let query = opts.db.kysely
    .selectFrom('playSessions')
    .selectAll()
    .where('familyId', '=', opts.familyId)
    .orderBy('playedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT);
  if (opts.id) query = query.where('id', '=', opts.id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const childIds = [...new Set(rows.flatMap((row) => JSON.parse(row.childIds) as string[]))];
  const children = await opts.db.kysely
    .selectFrom('children')
    .select(['id', 'name'])
    .where('familyId', '=', opts.familyId)
    .where('id', 'in', childIds)
    .execute();
  const names = new Map(children.map((c) => [c.id, c.name]));
  const userName = await loadUserNames(
    opts.db.kysely,
    rows.map((row) => row.recordedBy),
  );
  return rows.flatMap((row) => {
    const game = findGame(row.gameId);
    if (!game) return [];
    return [
      {
        id: row.id,
        gameId: row.gameId,
        gameTitle: game.title,
        category: game.category,
        children: (JSON.parse(row.childIds) as string[]).flatMap((id) => {
          const name = names.get(id);
          return name ? [{ id, name }] : [];
        }),
        playedAt: row.playedAt,
        durationSeconds: row.durationSeconds,
        recordedBy: userName(row.recordedBy),
      },
    ];
  });
}

/** How many times the family played each game. */
export async function playCounts(opts: { db: Db; familyId: string }): Promise<Map<string, number>> {
  const rows = await opts.db.kysely
    .selectFrom('playSessions')
    .select(['gameId', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('familyId', '=', opts.familyId)
    .groupBy('gameId')
    .execute();
  return new Map(rows.map((row) => [row.gameId, Number(row.count)]));
}
