import { describe, expect, it } from 'vitest';
import { AGE_BANDS, GAME_CATEGORIES, STORY_THEMES } from '../../../common/learning-rules.js';
import { familyTipSchema, gameSchema, storySchema } from '../../../common/schemas/learning.js';
import { ageFit, fitGame } from './fit-game.js';
import type { ChildProfile } from './family-profile.js';
import { GAME_CATALOGUE } from './games/game-catalogue.js';
import { findInterests } from './interests.js';
import { generateStory, plotOf } from './stories/generate-story.js';
import { TIP_CATALOGUE } from './tips/tip-catalogue.js';

const games = GAME_CATALOGUE.map((entry) => entry.game);
const child = (name: string, age: number, notes = ''): ChildProfile => ({ id: name, name, age, interests: findInterests([notes]) });

describe('game catalogue', () => {
  it('ships at least 40 valid games with every field of the spec, unique ids and titles', () => {
    expect(games.length).toBeGreaterThanOrEqual(40);
    for (const game of games) {
      expect(() => gameSchema.parse(game), game.id).not.toThrow();
      expect(Object.keys(game)).toEqual(
        expect.arrayContaining([
          'id',
          'title',
          'description',
          'category',
          'difficulty',
          'duration',
          'participants',
          'ageRange',
          'instructions',
          'materials',
        ]),
      );
      expect(game.instructions.length, game.id).toBeGreaterThanOrEqual(3);
      // A timer shorter than the game itself.
      if (game.timerMinutes !== null) expect(game.timerMinutes, game.id).toBeLessThanOrEqual(game.duration);
    }
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.title)).size).toBe(games.length);
  });

  it('covers every category in every age band, and the age filter of the spec finds them (the text contains 5, 9 or 13)', () => {
    for (const category of GAME_CATEGORIES) {
      for (const [band, digits] of [
        ['5-8', '5'],
        ['9-12', '9'],
        ['13+', '13'],
      ] as const) {
        const found = GAME_CATALOGUE.filter((e) => e.game.category === category && e.bands.includes(band));
        expect(found.length, `${category} ${band}`).toBeGreaterThanOrEqual(1);
        // The spec's filter reads the text: every game of the band matches it, and no game outside it does.
        for (const entry of GAME_CATALOGUE) expect(entry.game.ageRange.includes(digits), entry.game.id).toBe(entry.bands.includes(band));
      }
    }
    expect(AGE_BANDS).toEqual(['5-8', '9-12', '13+']);
  });

  it('is playable by one adult with the children: participants say so, and most games need nothing special', () => {
    for (const game of games) expect(game.participants).toMatch(/1 adult/);
    expect(games.filter((g) => g.materials.length === 0).length).toBeGreaterThanOrEqual(8);
  });

  it('ships valid family tips with every field', () => {
    expect(TIP_CATALOGUE.length).toBeGreaterThanOrEqual(20);
    for (const { ages, signals: _s, ...tip } of TIP_CATALOGUE) {
      expect(() => familyTipSchema.parse(tip), tip.id).not.toThrow();
      expect(ages[0]).toBeLessThanOrEqual(ages[1]);
    }
  });
});

describe('fitting a game to the children', () => {
  it('scores ages by band, with a year of grace', () => {
    expect(ageFit(['5-8'], 7)).toBe(1);
    expect(ageFit(['5-8'], 4)).toBe(0.5);
    expect(ageFit(['5-8'], 10)).toBe(0);
    expect(ageFit(['9-12', '13+'], 16)).toBe(1);
  });

  it("picks a game every child's age suits, led by their interests, and says why", () => {
    const mia = child('Mia', 6, 'Loves drawing and horses.');
    const fitted = fitGame({ catalogue: GAME_CATALOGUE, children: [mia], playCounts: new Map(), exclude: [] });
    const entry = GAME_CATALOGUE.find((e) => e.game.id === fitted.game.id)!;
    expect(entry.bands).toContain('5-8');
    expect(entry.interests.some((i) => i === 'art' || i === 'animals')).toBe(true);
    expect(fitted.reason).toContain('Mia (6)');
    expect(fitted.reason).toMatch(/mention (drawing|horses)/);

    const teen = child('Leo', 14, 'Into chess and coding.');
    const forTeen = fitGame({ catalogue: GAME_CATALOGUE, children: [teen], playCounts: new Map(), exclude: [] });
    expect(GAME_CATALOGUE.find((e) => e.game.id === forTeen.game.id)!.bands).toContain('13+');
  });

  it('for two children of different ages, prefers a game that suits both', () => {
    const fitted = fitGame({
      catalogue: GAME_CATALOGUE,
      children: [child('Ana', 7), child('Ben', 11)],
      playCounts: new Map(),
      exclude: [],
    });
    const bands = GAME_CATALOGUE.find((e) => e.game.id === fitted.game.id)!.bands;
    expect(bands).toEqual(expect.arrayContaining(['5-8', '9-12']));
    expect(fitted.reason).toMatch(/Ana \(7\) and Ben \(11\)/);
  });

  it('moves on to the next game when asked again, and prefers games not played yet', () => {
    const kids = [child('Ana', 7)];
    const seen: string[] = [];
    for (let i = 0; i < 5; i++)
      seen.push(fitGame({ catalogue: GAME_CATALOGUE, children: kids, playCounts: new Map(), exclude: seen }).game.id);
    expect(new Set(seen).size).toBe(5);
    const first = seen[0]!;
    const again = fitGame({ catalogue: GAME_CATALOGUE, children: kids, playCounts: new Map([[first, 3]]), exclude: [] });
    expect(again.game.id).not.toBe(first);
  });

  it('without children, offers a game for every band and says how to fit the next one', () => {
    const fitted = fitGame({ catalogue: GAME_CATALOGUE, children: [], playCounts: new Map(), exclude: [] });
    expect(fitted.game.ageRange).toBe('5-8, 9-12, 13+');
    expect(fitted.reason).toMatch(/Add your children/);
  });
});

describe('story grammar', () => {
  it.each(STORY_THEMES)('ten %s stories in a row have ten different plots', (theme) => {
    const plots = new Set<string>();
    const titles = new Set<string>();
    const texts = new Set<string>();
    for (let n = 500; n < 510; n++) {
      plots.add(plotOf(theme, n).key);
      const story = generateStory({ theme, heroes: ['Mia', 'Noah'], level: 'early', n });
      titles.add(story.title);
      texts.add(story.content);
      expect(() => storySchema.parse(story)).not.toThrow();
    }
    expect(plots.size).toBe(10);
    expect(texts.size).toBe(10);
    expect(titles.size).toBeGreaterThanOrEqual(7);
  });

  it('stars the children, adapts to the reading age, and fills every slot', () => {
    const early = generateStory({ theme: 'adventure', heroes: ['Mia', 'Noah'], level: 'early', n: 3 });
    const teen = generateStory({ theme: 'adventure', heroes: ['Mia', 'Noah'], level: 'teen', n: 3 });
    expect(early.characters.slice(0, 2)).toEqual(['Mia', 'Noah']);
    expect(early.content).toContain('Mia');
    expect(early.ageAppropriate).toBe('Ages 5-8');
    expect(teen.ageAppropriate).toBe('Ages 13+');
    expect(teen.content.length).toBeGreaterThan(early.content.length);
    for (const story of [early, teen]) expect(story.content).not.toMatch(/[{}[\]|]/);
    const alone = generateStory({ theme: 'love', heroes: ['Ava'], level: 'middle', n: 9 });
    expect(alone.characters[0]).toBe('Ava');
    expect(alone.content).not.toMatch(/undefined/);
  });
});
