import type { AgeBand, Game, GameCategory } from '../../../../common/schemas/learning.js';

/** The interests a game speaks to; fit-to-family reads the same words out of children's notes and timeline tags. */
export const INTERESTS = [
  'animals',
  'art',
  'building',
  'cooking',
  'drama',
  'geography',
  'movement',
  'music',
  'nature',
  'numbers',
  'puzzles',
  'reading',
  'science',
  'space',
  'sport',
  'stories',
  'talking',
  'words',
] as const;
export type Interest = (typeof INTERESTS)[number];

/** A game as written in the catalogue: the spec's Game without its ageRange text (made from `bands`), plus its interests. */
export interface CatalogueGame extends Omit<Game, 'ageRange' | 'category' | 'participants'> {
  bands: AgeBand[];
  interests: Interest[];
  /** Who plays; one adult with one to three children unless said otherwise. */
  participants?: string;
}

export const ONE_ADULT_AND_CHILDREN = '1 adult and 1-3 children';

/** A category's games in the spec's shape, with their bands and interests kept for fitting. */
export function inCategory(category: GameCategory, games: CatalogueGame[]) {
  return games.map(({ bands, interests, participants, ...rest }) => ({
    game: { ...rest, category, participants: participants ?? ONE_ADULT_AND_CHILDREN, ageRange: bands.join(', ') } satisfies Game,
    bands,
    interests,
  }));
}
export type FittableGame = ReturnType<typeof inCategory>[number];
