import { z } from 'zod';
import type { Game, Story, StoryTheme } from '../../../common/schemas/learning.js';
import { chatJson, type ChatEndpoint } from '../../ai/openai/chat-json.js';
import type { ChildProfile } from './family-profile.js';
import type { FittableGame } from './games/catalogue-game.js';
import type { ReadingLevel } from './stories/generate-story.js';

/**
 * With AI_PROVIDER=openai, the model may choose the game (among the offline ranking's best, so play history keeps working)
 * and write the story. It never sees a child's name: children are 'Child 1', 'Child 2' with their age and interests, and
 * names are put back here. Answers are validated; the caller falls back to the offline answer on any error.
 */

const placeholder = (i: number) => `Child ${i + 1}`;
const describe = (children: readonly ChildProfile[]) =>
  children.map((c, i) => `${placeholder(i)}: age ${c.age}; interests: ${[...c.interests.keys()].join(', ') || 'not known'}`).join('\n');
const putNamesBack = (text: string, children: readonly ChildProfile[]) =>
  children.reduce((t, c, i) => t.replaceAll(placeholder(i), c.name), text);

export async function gameViaModel(
  endpoint: ChatEndpoint,
  children: readonly ChildProfile[],
  candidates: readonly FittableGame[],
): Promise<{ game: Game; reason: string }> {
  const ids = candidates.map((c) => c.game.id) as [string, ...string[]];
  const schema = z.object({ gameId: z.enum(ids), reason: z.string().trim().min(10).max(400) });
  const answer = await chatJson(endpoint, schema, [
    {
      role: 'system',
      content:
        'You choose one family game for a parent playing alone with their children. Reply with one JSON object: {"gameId": one of the ids given, "reason": one or two plain sentences saying why it fits, naming the children as given (Child 1, Child 2) with their ages}. State facts only; never judge a child or a parent.',
    },
    {
      role: 'user',
      content: `Children:\n${describe(children) || 'none added yet'}\n\nGames:\n${candidates
        .map(
          (c) =>
            `${c.game.id}: ${c.game.title} (${c.game.category}, ages ${c.game.ageRange}, interests ${c.interests.join(', ')}): ${c.game.description}`,
        )
        .join('\n')}`,
    },
  ]);
  const chosen = candidates.find((c) => c.game.id === answer.gameId)!;
  return { game: chosen.game, reason: putNamesBack(answer.reason, children) };
}

const LEVEL_WORDS: Record<ReadingLevel, string> = {
  early: 'ages 5-8: short sentences, simple words',
  middle: 'ages 9-12',
  teen: 'ages 13 and over',
};
const storyAnswerSchema = z.object({
  title: z.string().trim().min(3).max(120),
  content: z.string().trim().min(200).max(6000),
  moralLesson: z.string().trim().min(5).max(300),
});

export async function storyViaModel(
  endpoint: ChatEndpoint,
  opts: { theme: StoryTheme; heroes: readonly ChildProfile[]; level: ReadingLevel; ages: string; moralFocus?: string | undefined },
): Promise<Story> {
  const answer = await chatJson(endpoint, storyAnswerSchema, [
    {
      role: 'system',
      content:
        'You write short, gentle bedtime stories for children of separated parents, safe for young children (no violence, no fear, no parents arguing). Reply with one JSON object: {"title", "content" (4 to 8 paragraphs separated by blank lines, ending with one question for the children), "moralLesson" (one sentence)}. The heroes are named exactly as given (Child 1, Child 2...).',
    },
    {
      role: 'user',
      content: `Theme: ${opts.theme}. Reading level: ${LEVEL_WORDS[opts.level]}.${opts.moralFocus ? ` Moral focus: ${opts.moralFocus}.` : ''}\nHeroes:\n${describe(opts.heroes)}`,
    },
  ]);
  const content = putNamesBack(answer.content, opts.heroes);
  const words = content.split(/\s+/).length;
  return {
    id: crypto.randomUUID(),
    title: putNamesBack(answer.title, opts.heroes),
    content,
    theme: opts.theme,
    characters: opts.heroes.map((c) => c.name),
    moralLesson: putNamesBack(answer.moralLesson, opts.heroes),
    ageAppropriate: opts.ages,
    readingTime: Math.max(1, Math.round(words / 120)),
    interactive: content.trimEnd().endsWith('?'),
  };
}
