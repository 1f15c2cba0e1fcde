import { describe, expect, it } from 'vitest';
import type { Game } from '@common/schemas/learning';
import { filterGames } from './filter-games';

const game = (id: string, category: Game['category'], ageRange: string): Game => ({
  id,
  title: id,
  description: 'd',
  category,
  difficulty: 'easy',
  duration: 10,
  participants: '1 adult and 1-3 children',
  ageRange,
  instructions: ['a', 'b'],
  materials: [],
  timerMinutes: null,
});

describe('game filters (SPEC.md sections 2 and 5)', () => {
  const games = [game('a', 'memory', '5-8'), game('b', 'logic', '9-12, 13+'), game('c', 'memory', '5-8, 9-12')];
  it('matches the age when the age range text contains 5, 9 or 13', () => {
    expect(filterGames(games, 'all', '5-8').map((g) => g.id)).toEqual(['a', 'c']);
    expect(filterGames(games, 'all', '9-12').map((g) => g.id)).toEqual(['b', 'c']);
    expect(filterGames(games, 'all', '13+').map((g) => g.id)).toEqual(['b']);
    expect(filterGames(games, 'all', 'all')).toHaveLength(3);
  });
  it('combines category and age', () => {
    expect(filterGames(games, 'memory', '9-12').map((g) => g.id)).toEqual(['c']);
    expect(filterGames(games, 'social', 'all')).toEqual([]);
  });
});
