import type { FittedTip } from '../../../../common/schemas/learning.js';
import type { ChildProfile } from '../family-profile.js';
import { TIP_CATALOGUE, type TipSignal } from './tip-catalogue.js';

const TIPS_SHOWN = 6;
const IMPACT = { high: 2, medium: 1, low: 0 } as const;
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The tips for this family: those suiting at least one child's age (all of them before any child is added), the ones
 * matching what the family's records show first, then by impact. Each says why it was chosen; `plans` are the parent's reminders.
 */
export function fitTips(opts: {
  children: readonly ChildProfile[];
  signals: ReadonlyMap<TipSignal, string>;
  plans: ReadonlyMap<string, string>;
}): FittedTip[] {
  const { children, signals } = opts;
  return TIP_CATALOGUE.map((tip) => {
    const suited = children.filter((c) => c.age >= tip.ages[0] && c.age <= tip.ages[1]);
    const matched = tip.signals.flatMap((s) => {
      const fact = signals.get(s);
      return fact ? [fact] : [];
    });
    return { tip, suited, matched, score: matched.length * 5 + IMPACT[tip.impactLevel] };
  })
    .filter(({ suited }) => children.length === 0 || suited.length > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, TIPS_SHOWN)
    .map(({ tip, suited, matched }) => {
      const { ages, signals: _signals, ...shown } = tip;
      const reason = [
        suited.length > 0 ? `Suits ${list(suited.map((c) => `${c.name} (${c.age})`))}.` : `For ages ${ages[0]} to ${ages[1]}.`,
        matched.length > 0 ? `Chosen because: ${list(matched)}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return { ...shown, reason, plannedFor: opts.plans.get(tip.id) ?? null };
    });
}
