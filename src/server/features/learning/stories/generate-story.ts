import { randomUUID } from 'node:crypto';
import type { Story, StoryTheme } from '../../../../common/schemas/learning.js';
import { COMPANIONS, OPENERS, SETTINGS, THINGS, TWISTS } from './story-parts.js';
import { THEME_PLOTS } from './theme-plots.js';

export type ReadingLevel = 'early' | 'middle' | 'teen';

const LEVELS: Record<ReadingLevel, { ages: string; wordsPerMinute: number }> = {
  early: { ages: 'Ages 5-8', wordsPerMinute: 90 },
  middle: { ages: 'Ages 9-12', wordsPerMinute: 120 },
  teen: { ages: 'Ages 13+', wordsPerMinute: 150 },
};

/** Heroes when the family has no children yet. */
const STAND_INS = ['Sol', 'Juno'];

export const readingLevelForAge = (age: number): ReadingLevel => (age <= 8 ? 'early' : age <= 12 ? 'middle' : 'teen');

/** The plot a generation number gives: consecutive numbers differ in problem, twist and ending (7, 5 and 4 are coprime: 140 plots). */
export function plotOf(theme: StoryTheme, n: number): { problem: number; twist: number; ending: number; key: string } {
  const problem = n % THEME_PLOTS[theme].problems.length;
  const twist = n % TWISTS.length;
  const ending = n % THEME_PLOTS[theme].endings.length;
  return { problem, twist, ending, key: `${theme}:${problem}.${twist}.${ending}` };
}

const joinNames = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * A story from the grammar, with the children as its heroes at their reading level. `n` is the family's generation number
 * for the theme: each new number gives a new plot, setting and companion.
 */
export function generateStory(opts: { theme: StoryTheme; heroes: string[]; level: ReadingLevel; n: number }): Story {
  const { theme, level, n } = opts;
  const heroes = (opts.heroes.length > 0 ? opts.heroes : STAND_INS).slice(0, 3);
  const plots = THEME_PLOTS[theme];
  const plot = plotOf(theme, n);
  const problem = plots.problems[plot.problem]!;
  const setting = SETTINGS[(n + Math.floor(n / 7)) % SETTINGS.length]!;
  const companion = COMPANIONS[(n + Math.floor(n / 5)) % COMPANIONS.length]!;
  const thing = THINGS[(n * 5 + 1) % THINGS.length]!;
  const [a, b = companion.name] = heroes as [string, string?];
  const interactive = level !== 'teen' || n % 2 === 0;

  const fill = (text: string) =>
    text
      .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, early: string, older: string) => (level === 'early' ? early : older))
      .replaceAll('{A}', a)
      .replaceAll('{B}', b)
      .replaceAll('{all}', joinNames(heroes))
      .replaceAll('{pal}', companion.name)
      .replaceAll('{place}', setting.place)
      .replaceAll('{thing}', thing.use);

  const paragraphs = [
    `${OPENERS[n % OPENERS.length]} ${setting.scene}`,
    `Never far away was ${companion.intro}. ${companion.name} always carried ${thing.name}, just in case.`,
    problem.text,
    level === 'early'
      ? null
      : `"What shall we do?" asked ${b}. ${a} thought for a moment. "First we need to understand the problem. Then we need a plan."`,
    TWISTS[plot.twist]!,
    plots.endings[plot.ending]!,
    level === 'teen'
      ? `Later that night, ${a} lay awake thinking about the day. Not everything had gone to plan, but something had changed, and it felt like it mattered.`
      : null,
    interactive ? `Let's talk: ${plots.question}` : null,
  ].flatMap((p) => (p === null ? [] : [fill(p)]));
  const content = paragraphs.join('\n\n');
  const words = content.split(/\s+/).length;

  return {
    id: randomUUID(),
    title: `${a} and ${problem.title}`,
    content,
    theme,
    characters: [...heroes, companion.name],
    moralLesson: problem.moral,
    ageAppropriate: LEVELS[level].ages,
    readingTime: Math.max(1, Math.round(words / LEVELS[level].wordsPerMinute)),
    interactive,
    scene: { heroes, setting: setting.key, companion: { name: companion.name, kind: companion.kind }, object: thing.key },
  };
}
