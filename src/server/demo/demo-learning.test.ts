import { describe, expect, it } from 'vitest';
import type { GeneratedGame, GeneratedStory, PlaySession, SavedStory } from '../../common/schemas/learning.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo learning & fun (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('has a month of play history and a story library both parents see; the next story is a new one', async () => {
    const demo = await seedDemoFamily(t.db);
    const [sarah, david] = [await signIn(t.app, demo.parents[0]), await signIn(t.app, demo.parents[1])];
    const get = <T>(url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json<T>());
    const history = await get<PlaySession[]>('/api/learning/play-history', david);
    expect(history.length).toBeGreaterThanOrEqual(8);
    expect(new Set(history.map((s) => s.recordedBy))).toEqual(new Set(['Sarah Bennett', 'David Bennett']));
    expect(history.every((s) => s.children.length > 0)).toBe(true);
    const library = await get<SavedStory[]>('/api/learning/stories', sarah);
    expect(library.map((s) => s.theme).sort()).toEqual(['adventure', 'cooperation', 'love']);
    expect(library.every((s) => s.characters.includes('Emma') && s.characters.includes('Liam'))).toBe(true);

    const next = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-content',
      headers: { cookie: sarah },
      payload: { type: 'story', theme: 'love' },
    });
    const story = next.json<GeneratedStory>().story;
    const saved = library.find((s) => s.theme === 'love')!;
    expect(story.content).not.toBe(saved.content);
    const game = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-content',
      headers: { cookie: sarah },
      payload: { type: 'game' },
    });
    expect(game.json<GeneratedGame>().reason).toMatch(/Emma \(\d+\)|Liam \(\d+\)/);
  });
});
