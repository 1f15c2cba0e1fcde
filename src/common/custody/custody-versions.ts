import type { CustodyParent, CustodyParents } from './custody-days.js';
import { compileRule, type CompiledRule, type CustodyRule, sideOnDate } from './patterns.js';

/**
 * One version of the custody schedule. From `effectiveFrom` (included) until the next version's date,
 * its rule decides whose night a date is; a null rule means no schedule from then on (it was ended).
 * A change never reaches back: each date keeps the version that was in effect on it.
 */
export interface CustodyVersion {
  effectiveFrom: string;
  rule: CustodyRule | null;
  parents: CustodyParents;
  exchangeTime: string;
  /** Where the handovers of this version take place, when named. */
  exchangePlace?: string | null;
  timeZone: string;
}

/** What decides the nights: one rule (in effect on every date), or the versions of the schedule over time. */
export type CustodyPlan = { rule: CustodyRule; parents: CustodyParents } | { versions: CustodyVersion[] };

/** The version in effect on `date` (the last one whose date has come), or null before the first. Versions in date order. */
export function versionOn<V extends { effectiveFrom: string }>(versions: readonly V[], date: string): V | null {
  let found: V | null = null;
  for (const version of versions) {
    if (version.effectiveFrom <= date) found = version;
    else break;
  }
  return found;
}

export interface DecidedNight {
  /** The parent the schedule gives the night to (null before the rule's start or when that parent is not in the family). */
  holder: CustodyParent | null;
  exchangeTime: string | null;
  exchangePlace: string | null;
  timeZone: string | null;
}

export interface PlanResolver {
  /** Every parent the plan names, for swaps. */
  parents: CustodyParent[];
  /** Who the schedule gives `date` to; null when no schedule is in effect on that date. */
  on(date: string): DecidedNight | null;
}

const known = (parents: CustodyParents) => [parents.first, parents.second].filter((p): p is CustodyParent => p !== null);

/** Prepares a plan for many look-ups (each version's rule is compiled once). */
export function planResolver(plan: CustodyPlan): PlanResolver {
  if ('rule' in plan) {
    const compiled = compileRule(plan.rule);
    return {
      parents: known(plan.parents),
      on: (date) => {
        const side = sideOnDate(compiled, date);
        return { holder: side ? plan.parents[side] : null, exchangeTime: null, exchangePlace: null, timeZone: null };
      },
    };
  }
  const versions = [...plan.versions].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const compiled = new Map<CustodyVersion, CompiledRule>();
  for (const v of versions) if (v.rule) compiled.set(v, compileRule(v.rule));
  const parents = new Map<string, CustodyParent>();
  for (const v of versions) for (const p of known(v.parents)) parents.set(p.id, p);
  return {
    parents: [...parents.values()],
    on: (date) => {
      const version = versionOn(versions, date);
      const rule = version ? compiled.get(version) : undefined;
      if (!version || !rule) return null;
      const side = sideOnDate(rule, date);
      return {
        holder: side ? version.parents[side] : null,
        exchangeTime: version.exchangeTime,
        exchangePlace: version.exchangePlace ?? null,
        timeZone: version.timeZone,
      };
    },
  };
}
