import { randomUUID } from 'node:crypto';
import type { StoryTheme } from '../../common/schemas/learning.js';
import type { Db } from '../db/database.js';
import { findGame } from '../features/learning/games/game-catalogue.js';
import { generateStory } from '../features/learning/stories/generate-story.js';
import { familyStoryOffset } from '../features/learning/stories/next-story-number.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Games the Bennetts played: days ago, the game, who played (E = Emma, L = Liam), minutes, which parent recorded it. */
const PLAYS: [number, string, 'EL' | 'E' | 'L', number, 0 | 1][] = [
  [33, 'memory-kims-tray', 'EL', 12, 0],
  [29, 'creativity-squiggle', 'EL', 18, 1],
  [24, 'edu-sink-or-float', 'L', 22, 0],
  [20, 'logic-nim', 'E', 9, 1],
  [16, 'social-rose-thorn-bud', 'EL', 11, 0],
  [12, 'creativity-junk-model', 'EL', 41, 1],
  [8, 'edu-nature-bingo', 'EL', 34, 0],
  [5, 'memory-clap-rhythm', 'L', 8, 1],
  [3, 'logic-clue-trail', 'EL', 27, 0],
  [1, 'social-team-tower', 'EL', 14, 1],
];

/** Stories in the family's library: theme, generation number, which parent saved it, days ago. */
const STORIES: [StoryTheme, number, 0 | 1, number][] = [
  ['adventure', 0, 0, 18],
  ['cooperation', 0, 1, 9],
  ['love', 0, 0, 2],
];

/**
 * Learning & Fun for the demo: a month of games played by Emma and Liam, recorded by either parent, and three stories in the
 * library; the story counters move on past them, so the next story the parents generate is a new one.
 */
export async function seedDemoLearning(opts: { db: Db; familyId: string; parents: readonly [string, string]; now: Date }): Promise<void> {
  const { db, familyId, parents, now } = opts;
  const children = await db.kysely.selectFrom('children').select(['id', 'name', 'birthDate']).where('familyId', '=', familyId).execute();
  const emma = children.find((c) => c.name === 'Emma');
  const liam = children.find((c) => c.name === 'Liam');
  if (!emma || !liam) return;
  const ids = { E: [emma.id], L: [liam.id], EL: [emma.id, liam.id] };
  await db.kysely.transaction().execute(async (trx) => {
    for (const [daysAgo, gameId, who, minutes, by] of PLAYS) {
      if (!findGame(gameId)) throw new Error(`Demo game ${gameId} is not in the catalogue`);
      await trx
        .insertInto('playSessions')
        .values({
          id: randomUUID(),
          familyId,
          gameId,
          childIds: JSON.stringify(ids[who]),
          durationSeconds: minutes * 60 + 17,
          playedAt: new Date(now.getTime() - daysAgo * DAY_MS - 2 * HOUR_MS).toISOString(),
          recordedBy: parents[by],
        })
        .execute();
    }
    for (const [theme, n, by, daysAgo] of STORIES) {
      // Liam is the youngest: the stories are at his reading age.
      const story = generateStory({ theme, heroes: ['Emma', 'Liam'], level: 'early', n: familyStoryOffset(familyId) + n });
      await trx
        .insertInto('savedStories')
        .values({
          id: story.id,
          familyId,
          title: story.title,
          theme,
          story: JSON.stringify(story),
          savedBy: parents[by],
          savedAt: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
        })
        .execute();
      await trx
        .insertInto('storyCounters')
        .values({ familyId, theme, generated: n + 1 })
        .execute();
    }
  });
}
