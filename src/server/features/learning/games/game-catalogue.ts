import type { Game } from '../../../../common/schemas/learning.js';
import type { FittableGame } from './catalogue-game.js';
import { CREATIVITY_GAMES } from './creativity-games.js';
import { EDUCATIONAL_GAMES } from './educational-games.js';
import { LOGIC_GAMES } from './logic-games.js';
import { MEMORY_GAMES } from './memory-games.js';
import { SOCIAL_GAMES } from './social-games.js';

/** The games the project writes and ships, category by category. */
export const GAME_CATALOGUE: readonly FittableGame[] = [
  ...MEMORY_GAMES,
  ...LOGIC_GAMES,
  ...CREATIVITY_GAMES,
  ...SOCIAL_GAMES,
  ...EDUCATIONAL_GAMES,
];

const BY_ID = new Map(GAME_CATALOGUE.map((entry) => [entry.game.id, entry.game]));

export const catalogueGames = (): Game[] => GAME_CATALOGUE.map((entry) => entry.game);
export const findGame = (id: string): Game | undefined => BY_ID.get(id);
