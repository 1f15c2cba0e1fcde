import type { WellnessEntry } from '../../../../common/schemas/wellness.js';

/** Averages of a week of check-ins. */
export interface WeekAverages {
  entries: number;
  mood: number;
  stress: number;
  sleep: number;
}

/** Something that went with better days: mood on days with it against days without. */
export interface Helper {
  kind: 'coping' | 'exercise' | 'sleep';
  /** The coping strategy as the user wrote it; for exercise and sleep, the threshold's words. */
  label: string;
  moodWith: number;
  moodWithout: number;
  daysWith: number;
}

export interface RecurringTrigger {
  name: string;
  count: number;
  stressWith: number;
}

/** What the insight is built from: every number comes from the user's own entries. */
export interface WellnessFacts {
  entryCount: number;
  latestDate: string | null;
  /** Days from the latest check-in to today, when today is known. */
  daysSinceLatest: number | null;
  thisWeek: WeekAverages | null;
  lastWeek: WeekAverages | null;
  /** Strongest first. */
  helpers: Helper[];
  /** Most frequent first. */
  triggers: RecurringTrigger[];
}

export const LOOKBACK_DAYS = 28;
export const EXERCISE_THRESHOLD_MINUTES = 30;
export const SLEEP_THRESHOLD_HOURS = 7;
/** A helper needs at least this many days on each side, and this much better mood, to be worth saying. */
const MIN_DAYS_EACH_SIDE = 2;
const MIN_MOOD_GAIN = 1;
/** On a tie, the user's own words come first: 'Evening walk' says more than '30 minutes of exercise'. */
const KIND_ORDER: Helper['kind'][] = ['coping', 'exercise', 'sleep'];

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => round1(values.reduce((s, v) => s + v, 0) / values.length);

function weekAverages(entries: WellnessEntry[]): WeekAverages | null {
  if (entries.length === 0) return null;
  return {
    entries: entries.length,
    mood: mean(entries.map((e) => e.moodScore)),
    stress: mean(entries.map((e) => e.stressLevel)),
    sleep: mean(entries.map((e) => e.sleepHours)),
  };
}

interface Candidate {
  helper: Helper;
  /** Which check-ins had it: two helpers on exactly the same days say the same thing once. */
  days: string;
}

function helperFrom(kind: Helper['kind'], label: string, entries: WellnessEntry[], has: (e: WellnessEntry) => boolean): Candidate | null {
  const withIt = entries.filter(has);
  const without = entries.filter((e) => !has(e));
  if (withIt.length < MIN_DAYS_EACH_SIDE || without.length < MIN_DAYS_EACH_SIDE) return null;
  const helper = {
    kind,
    label,
    moodWith: mean(withIt.map((e) => e.moodScore)),
    moodWithout: mean(without.map((e) => e.moodScore)),
    daysWith: withIt.length,
  };
  return helper.moodWith - helper.moodWithout >= MIN_MOOD_GAIN ? { helper, days: withIt.map((e) => e.id).join(',') } : null;
}

function distinct(lists: string[][]): Map<string, string> {
  const names = new Map<string, string>();
  for (const list of lists) for (const item of list) if (!names.has(item.toLowerCase())) names.set(item.toLowerCase(), item);
  return names;
}

const hasItem = (list: string[], key: string) => list.some((item) => item.toLowerCase() === key);

function findHelpers(entries: WellnessEntry[]): Helper[] {
  const candidates: (Candidate | null)[] = [
    helperFrom('exercise', `${EXERCISE_THRESHOLD_MINUTES} minutes`, entries, (e) => e.exerciseMinutes >= EXERCISE_THRESHOLD_MINUTES),
    helperFrom('sleep', `${SLEEP_THRESHOLD_HOURS} hours`, entries, (e) => e.sleepHours >= SLEEP_THRESHOLD_HOURS),
  ];
  for (const [key, name] of distinct(entries.map((e) => e.copingStrategies))) {
    candidates.push(helperFrom('coping', name, entries, (e) => hasItem(e.copingStrategies, key)));
  }
  const gain = (h: Helper) => h.moodWith - h.moodWithout;
  const sorted = candidates
    .filter((c): c is Candidate => c !== null)
    .sort(
      (a, b) =>
        gain(b.helper) - gain(a.helper) ||
        KIND_ORDER.indexOf(a.helper.kind) - KIND_ORDER.indexOf(b.helper.kind) ||
        b.helper.daysWith - a.helper.daysWith ||
        a.helper.label.localeCompare(b.helper.label),
    );
  const seenDays = new Set<string>();
  return sorted.filter((c) => !seenDays.has(c.days) && seenDays.add(c.days)).map((c) => c.helper);
}

function findTriggers(entries: WellnessEntry[]): RecurringTrigger[] {
  const found: RecurringTrigger[] = [];
  for (const [key, name] of distinct(entries.map((e) => e.triggers))) {
    const days = entries.filter((e) => hasItem(e.triggers, key));
    if (days.length >= 2) found.push({ name, count: days.length, stressWith: mean(days.map((e) => e.stressLevel)) });
  }
  return found.sort((a, b) => b.count - a.count || b.stressWith - a.stressWith || a.name.localeCompare(b.name));
}

/**
 * The facts behind a wellness insight. Weeks are anchored on the latest check-in (so a parent who
 * skipped a few days still gets a comparison); helpers and triggers look at the 28 days before it.
 */
export function wellnessFacts(entries: readonly WellnessEntry[], today?: string): WellnessFacts {
  const sorted = [...entries].sort((a, b) => b.entryDate.localeCompare(a.entryDate) || b.createdAt.localeCompare(a.createdAt));
  const latest = sorted[0];
  if (!latest) return { entryCount: 0, latestDate: null, daysSinceLatest: null, thisWeek: null, lastWeek: null, helpers: [], triggers: [] };
  const anchor = dayNumber(latest.entryDate);
  const ago = (e: WellnessEntry) => anchor - dayNumber(e.entryDate);
  const recent = sorted.filter((e) => ago(e) < LOOKBACK_DAYS);
  return {
    entryCount: sorted.length,
    latestDate: latest.entryDate,
    daysSinceLatest: today ? Math.max(0, dayNumber(today) - anchor) : null,
    thisWeek: weekAverages(recent.filter((e) => ago(e) < 7)),
    lastWeek: weekAverages(recent.filter((e) => ago(e) >= 7 && ago(e) < 14)),
    helpers: findHelpers(recent),
    triggers: findTriggers(recent),
  };
}
