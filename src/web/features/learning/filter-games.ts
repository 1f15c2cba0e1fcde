import type { Game } from '@common/schemas/learning';

export const CATEGORY_FILTERS = ['all', 'memory', 'logic', 'creativity', 'social', 'educational'] as const;
export const AGE_FILTERS = ['all', '5-8', '9-12', '13+'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];
export type AgeFilter = (typeof AGE_FILTERS)[number];

/** What the age filter looks for in a game's ageRange text (SPEC.md section 5: it contains 5, 9 or 13). */
const AGE_DIGITS: Record<Exclude<AgeFilter, 'all'>, string> = { '5-8': '5', '9-12': '9', '13+': '13' };

export function filterGames(games: readonly Game[], category: CategoryFilter, age: AgeFilter): Game[] {
  return games.filter(
    (game) => (category === 'all' || game.category === category) && (age === 'all' || game.ageRange.includes(AGE_DIGITS[age])),
  );
}
