import type { AgeBand, Game } from '../../../common/schemas/learning.js';
import type { ChildProfile } from './family-profile.js';
import type { FittableGame } from './games/catalogue-game.js';

const BAND_AGES: Record<AgeBand, [number, number]> = { '5-8': [5, 8], '9-12': [9, 12], '13+': [13, 18] };

/** 1 when the age is inside one of the bands, 0.5 within a year of one (a 4-year-old can play the 5-8 games with help), else 0. */
export function ageFit(bands: readonly AgeBand[], age: number): number {
  const distance = Math.min(...bands.map((band) => Math.max(BAND_AGES[band][0] - age, age - BAND_AGES[band][1], 0)));
  return distance === 0 ? 1 : distance <= 1 ? 0.5 : 0;
}

interface Scored {
  entry: FittableGame;
  score: number;
  /** Per child, the interests of the game they have, with the word that showed it. */
  shared: { child: ChildProfile; interest: string; word: string }[];
  timesPlayed: number;
}

function score(entry: FittableGame, children: readonly ChildProfile[], timesPlayed: number): Scored {
  const shared = children.flatMap((child) =>
    entry.interests.flatMap((interest) => {
      const word = child.interests.get(interest);
      return word ? [{ child, interest, word }] : [];
    }),
  );
  const ages = children.reduce((sum, child) => sum + ageFit(entry.bands, child.age), 0);
  // Ages weigh most (a game nobody can play is no fit), then interests, then what the family has not played yet.
  return { entry, shared, timesPlayed, score: ages * 10 + shared.length * 3 - Math.min(timesPlayed, 5) };
}

const RUNNERS_UP = 10;

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function reasonFor(best: Scored, children: readonly ChildProfile[]): string {
  const { game } = best.entry;
  if (children.length === 0)
    return `${game.title} suits every age band (${game.ageRange}). Add your children on the Children screen and the next game will fit their ages and interests.`;
  const fits = children.filter((c) => ageFit(best.entry.bands, c.age) === 1);
  const near = children.filter((c) => ageFit(best.entry.bands, c.age) === 0.5);
  const parts = [
    fits.length > 0
      ? `It suits ages ${game.ageRange}: right for ${list(fits.map((c) => `${c.name} (${c.age})`))}.`
      : `It is the closest fit for ages ${game.ageRange}.`,
  ];
  if (near.length > 0) parts.push(`${list(near.map((c) => `${c.name} (${c.age})`))} can join with a little help.`);
  const seen = new Set<string>();
  for (const { child, interest, word } of best.shared) {
    if (seen.has(child.id)) continue;
    seen.add(child.id);
    parts.push(
      `${child.name}'s notes or timeline mention ${word}, and this is ${/^[aeiou]/.test(interest) ? 'an' : 'a'} ${interest} game.`,
    );
  }
  parts.push(
    best.timesPlayed === 0
      ? 'Your family has not played it yet.'
      : `Your family has played it ${best.timesPlayed} time${best.timesPlayed === 1 ? '' : 's'}.`,
  );
  return parts.join(' ');
}

/**
 * The catalogue game that best fits the chosen children: their ages first, then their interests, then games the family
 * played least. `exclude` skips games already suggested (all of them excluded starts the round again). Ties keep catalogue order.
 */
export function fitGame(opts: {
  catalogue: readonly FittableGame[];
  children: readonly ChildProfile[];
  playCounts: ReadonlyMap<string, number>;
  exclude: readonly string[];
}): { game: Game; reason: string; runnersUp: FittableGame[] } {
  const excluded = new Set(opts.exclude);
  const open = opts.catalogue.filter((entry) => !excluded.has(entry.game.id));
  const candidates = open.length > 0 ? open : opts.catalogue;
  const withoutChildren = opts.children.length === 0;
  const ranked = candidates
    .map((entry) => score(entry, opts.children, opts.playCounts.get(entry.game.id) ?? 0))
    .map((s) => (withoutChildren ? { ...s, score: s.entry.bands.length * 10 - Math.min(s.timesPlayed, 5) } : s))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) throw new Error('The game catalogue is empty');
  // The next best, for a model to choose among (learning-model.ts).
  const runnersUp = ranked.slice(0, RUNNERS_UP).map((s) => s.entry);
  return { game: best.entry.game, reason: reasonFor(best, opts.children), runnersUp };
}
