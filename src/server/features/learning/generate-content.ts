import { storySchema, type GeneratedGame, type GeneratedStory, type GenerateContentRequest } from '../../../common/schemas/learning.js';
import type { ChatEndpoint } from '../../ai/openai/chat-json.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { loadChildProfiles, type ChildProfile } from './family-profile.js';
import { fitGame } from './fit-game.js';
import { GAME_CATALOGUE } from './games/game-catalogue.js';
import { gameViaModel, storyViaModel } from './learning-model.js';
import { playCounts } from './list-play-history.js';
import { generateStory, readingLevelForAge, type ReadingLevel } from './stories/generate-story.js';
import { nextStoryNumber } from './stories/next-story-number.js';

/** The chosen children of the family (all when none are named); a child not of the family answers 404. */
function chosen(children: ChildProfile[], ids: readonly string[]): ChildProfile[] {
  if (ids.length === 0) return children;
  return ids.map((id) =>
    notFoundUnless(
      children.find((c) => c.id === id),
      'Child not found',
    ),
  );
}

const LEVEL_OF_RANGE: [string, ReadingLevel][] = [
  ['13', 'teen'],
  ['9', 'middle'],
  ['5', 'early'],
];

/** The model, when AI_PROVIDER=openai: tried first, the offline answer given on any failure (told to onFallback). */
export interface ContentModel {
  endpoint: ChatEndpoint;
  onFallback: (error: unknown) => void;
}

async function orOffline<T>(model: ContentModel | undefined, ask: (endpoint: ChatEndpoint) => Promise<T>, offline: T): Promise<T> {
  if (!model) return offline;
  try {
    return await ask(model.endpoint);
  } catch (error) {
    model.onFallback(error);
    return offline;
  }
}

/** POST /api/ai/generate-content: a catalogue game fitted to the children, or a story from the grammar (or the model). */
export async function generateContent(opts: {
  db: Db;
  familyId: string;
  userId: string;
  request: Extract<GenerateContentRequest, { type: 'game' }> | Extract<GenerateContentRequest, { type: 'story' }>;
  model?: ContentModel | undefined;
}): Promise<GeneratedGame | GeneratedStory> {
  const { db, familyId, request, model } = opts;
  const children = await loadChildProfiles({ db, familyId, userId: opts.userId });
  if (request.type === 'game') {
    const players = chosen(children, request.familyData ?? []);
    const { runnersUp, ...fitted } = fitGame({
      catalogue: GAME_CATALOGUE,
      children: players,
      playCounts: await playCounts({ db, familyId }),
      exclude: request.exclude ?? [],
    });
    return { type: 'game', ...(await orOffline(model, (endpoint) => gameViaModel(endpoint, players, runnersUp), fitted)) };
  }
  const heroes = chosen(children, request.familyMembers ?? []);
  const youngest = Math.min(...heroes.map((c) => c.age));
  // The reading age: the range asked for (it names 5, 9 or 13 like the game filter), else the youngest hero's.
  const level =
    LEVEL_OF_RANGE.find(([digits]) => request.ageRange?.includes(digits))?.[1] ??
    (Number.isFinite(youngest) ? readingLevelForAge(youngest) : 'early');
  const n = await nextStoryNumber({ db, familyId, theme: request.theme });
  const offline = generateStory({ theme: request.theme, heroes: heroes.map((c) => c.name), level, n });
  const story = await orOffline(
    heroes.length > 0 ? model : undefined,
    async (endpoint) =>
      storySchema.parse(
        await storyViaModel(endpoint, {
          theme: request.theme,
          heroes: heroes.slice(0, 3),
          level,
          ages: offline.ageAppropriate,
          moralFocus: request.moralFocus,
        }),
      ),
    offline,
  );
  return { type: 'story', story };
}
