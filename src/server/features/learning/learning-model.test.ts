import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedGame, GeneratedStory } from '../../../common/schemas/learning.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const longStory = `Child 1 and Child 2 found a little boat by the lake. ${'They rowed together, slowly and carefully, and laughed. '.repeat(8)}\n\nWhat would you name the boat?`;

describe.each(TEST_DIALECTS)('learning with AI_PROVIDER=openai (%s)', (dialect) => {
  let answer = '';
  let status = 200;
  const prompts: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      prompts.push(raw);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const t = useTestApp(dialect, () => ({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: url }));

  const setUp = async (): Promise<SignedInParent> => {
    const parent = await signUp(t.app);
    // Oldest first: Noah is 'Child 1'.
    for (const [name, age] of [
      ['Mia', 7],
      ['Noah', 9],
    ] as const) {
      const birthDate = `${new Date().getUTCFullYear() - age}-01-10`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/children',
        headers: { cookie: parent.cookie },
        payload: { name, birthDate, notes: 'Loves drawing' },
      });
      expect(response.statusCode).toBe(201);
    }
    return parent;
  };
  const generate = (parent: SignedInParent, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/ai/generate-content', headers: { cookie: parent.cookie }, payload });

  it("uses the model's choice among the best games and its story, never sending the children's names", async () => {
    const parent = await setUp();
    prompts.length = 0;
    answer = JSON.stringify({ gameId: 'creativity-squiggle', reason: 'Child 1 (9) and Child 2 (7) both like drawing.' });
    const game = (await generate(parent, { type: 'game' })).json<GeneratedGame>();
    expect(game.game.id).toBe('creativity-squiggle');
    expect(game.reason).toBe('Noah (9) and Mia (7) both like drawing.');

    answer = JSON.stringify({ title: 'Child 1 and the Boat', content: longStory, moralLesson: 'Sharing makes it fun.' });
    const { story } = (await generate(parent, { type: 'story', theme: 'adventure', moralFocus: 'sharing' })).json<GeneratedStory>();
    expect(story.title).toBe('Noah and the Boat');
    expect(story.content).toContain('Noah and Mia found a little boat');
    expect(story.characters).toEqual(['Noah', 'Mia']);
    expect(story.interactive).toBe(true);
    expect(story.scene).toBeUndefined();
    for (const prompt of prompts) expect(prompt).not.toMatch(/Mia|Noah/);
  });

  it('falls back to the offline answer when the model fails or answers outside the schema', async () => {
    const parent = await setUp();
    answer = JSON.stringify({ gameId: 'not-a-candidate', reason: 'Because.' });
    const game = (await generate(parent, { type: 'game' })).json<GeneratedGame>();
    expect(game.reason).toContain('Mia (7)');
    status = 500;
    const { story } = (await generate(parent, { type: 'story', theme: 'love' })).json<GeneratedStory>();
    status = 200;
    expect(story.scene?.heroes).toEqual(expect.arrayContaining(['Mia', 'Noah']));
  });
});
