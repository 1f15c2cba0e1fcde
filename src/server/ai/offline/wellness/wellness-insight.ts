import { plural } from '../../../../common/format/plural.js';
import type { InsightMoodInput, WellnessEntry, WellnessInsight } from '../../../../common/schemas/wellness.js';
import { wellnessFacts, type Helper, type WellnessFacts } from './wellness-facts.js';

/** What the wellness insight is asked with: the payload of SPEC.md section 7 plus the user's own entries. */
export interface WellnessInsightInput {
  mood: InsightMoodInput;
  stressLevel: number;
  /** The user's recent check-ins, any order. */
  entries: readonly WellnessEntry[];
  /** YYYY-MM-DD, to notice a long gap since the last check-in. */
  today?: string;
}

const NOTABLE_CHANGE = 1;
const HIGH_STRESS = 7;
const LOW_STRESS = 3;
const HEAVY_WEEK_MOOD = 3.5;
const LONG_GAP_DAYS = 14;

const n = (value: number) => String(Math.round(value * 10) / 10);

function opening(mood: InsightMoodInput, stressLevel: number): string {
  const stress = stressLevel >= HIGH_STRESS ? ` With stress at ${stressLevel} out of 10, please go gently with yourself.` : '';
  if (mood === 'great' || mood === 'happy') return `It's good to hear you're feeling ${mood === 'happy' ? 'happy' : 'great'}.${stress}`;
  if (mood === 'stressed') return `Thank you for checking in on a harder day.${stress}`;
  return `Thanks for checking in.${stress}`;
}

function trend(facts: WellnessFacts): string | null {
  const { thisWeek, lastWeek } = facts;
  if (!thisWeek) return null;
  if (!lastWeek) {
    return `Your latest week of check-ins averages mood ${n(thisWeek.mood)}, stress ${n(thisWeek.stress)} and ${n(thisWeek.sleep)} hours of sleep; after another week I can show you what changed.`;
  }
  const parts: string[] = [];
  const mood = thisWeek.mood - lastWeek.mood;
  if (Math.abs(mood) >= NOTABLE_CHANGE) {
    parts.push(
      `Your mood averaged ${n(thisWeek.mood)} this past week, ${mood > 0 ? 'up' : 'down'} from ${n(lastWeek.mood)} the week before.`,
    );
  } else {
    parts.push(`Your mood held steady at about ${n(thisWeek.mood)} compared with the week before.`);
  }
  const stress = thisWeek.stress - lastWeek.stress;
  if (stress <= -NOTABLE_CHANGE) parts.push(`Stress eased from ${n(lastWeek.stress)} to ${n(thisWeek.stress)}.`);
  else if (stress >= NOTABLE_CHANGE) parts.push(`Stress rose from ${n(lastWeek.stress)} to ${n(thisWeek.stress)}.`);
  const sleep = thisWeek.sleep - lastWeek.sleep;
  if (Math.abs(sleep) >= NOTABLE_CHANGE) {
    parts.push(
      `You slept about ${plural(Math.round(thisWeek.sleep * 10) / 10, 'hour')} a night, ${n(Math.abs(sleep))} ${sleep > 0 ? 'more' : 'fewer'} than the week before.`,
    );
  }
  return parts.join(' ');
}

function helperWords(helper: Helper, firstMention: boolean): string {
  if (helper.kind === 'coping') return `${firstMention ? 'on days' : 'when'} you used '${helper.label}'`;
  if (helper.kind === 'exercise') return `${firstMention ? 'on days ' : ''}with ${helper.label} or more of exercise`;
  return `after ${helper.label} of sleep or more`;
}

function otherDays(helper: Helper): string {
  if (helper.kind === 'sleep') return 'after shorter nights';
  if (helper.kind === 'exercise') return 'on days with less';
  return 'on other days';
}

function whatHelped(facts: WellnessFacts): string | null {
  const [first, second] = facts.helpers;
  if (!first) return null;
  const main = `What seems to help: ${helperWords(first, true)}, your mood averaged ${n(first.moodWith)}, against ${n(first.moodWithout)} ${otherDays(first)}.`;
  if (!second) return main;
  return `${main} Better days also came ${helperWords(second, false)} (${n(second.moodWith)} against ${n(second.moodWithout)}).`;
}

function recurringTrigger(facts: WellnessFacts): string | null {
  const trigger = facts.triggers[0];
  if (!trigger) return null;
  const coping = facts.helpers.find((h) => h.kind === 'coping');
  const idea = coping ? `'${coping.label}' could be worth planning around it` : 'a little extra buffer around it might help';
  return `'${trigger.name}' came up ${plural(trigger.count, 'time')} in your recent check-ins, with stress averaging ${n(trigger.stressWith)} on those days; ${idea}.`;
}

function closing(input: WellnessInsightInput, facts: WellnessFacts): string | null {
  const week = facts.thisWeek;
  if (week && week.entries >= 3 && week.mood <= HEAVY_WEEK_MOOD) {
    return 'If hard days keep piling up, talking it through with someone you trust can lighten the load.';
  }
  if (input.stressLevel >= HIGH_STRESS) {
    const coping = facts.helpers.find((h) => h.kind === 'coping');
    return coping
      ? `Today, one small step from what has worked for you before, like '${coping.label}', may take the edge off.`
      : 'Today, something small like a short walk, a few slow breaths or a quiet cup of tea may take the edge off.';
  }
  if (input.stressLevel <= LOW_STRESS && (input.mood === 'great' || input.mood === 'happy')) {
    return "Whatever you're doing right now is worth keeping.";
  }
  return null;
}

function withoutEntries(input: WellnessInsightInput): string {
  const tip =
    input.stressLevel >= HIGH_STRESS
      ? 'A short walk, a few slow breaths or a quiet cup of tea can take the edge off.'
      : input.stressLevel <= LOW_STRESS
        ? `Your stress is low at ${input.stressLevel} out of 10, which is a good moment to notice what is going right.`
        : `Your stress sits at ${input.stressLevel} out of 10; a little time for yourself today can help keep it there.`;
  return `${opening(input.mood, input.stressLevel)} ${tip} Log a check-in on most days and I'll point out what changes and what helps you most.`;
}

/** A gentle, non-clinical insight built from the user's own recent check-ins (deterministic, no network). */
export function wellnessInsightOffline(input: WellnessInsightInput): WellnessInsight {
  const facts = wellnessFacts(input.entries, input.today);
  if (facts.entryCount === 0) return { insight: withoutEntries(input) };
  const gap =
    facts.daysSinceLatest !== null && facts.daysSinceLatest >= LONG_GAP_DAYS
      ? `Your last check-in was ${plural(facts.daysSinceLatest, 'day')} ago, so this looks back from then.`
      : null;
  const sentences = [
    opening(input.mood, input.stressLevel),
    gap,
    trend(facts),
    whatHelped(facts),
    recurringTrigger(facts),
    closing(input, facts),
  ];
  return { insight: sentences.filter((s): s is string => s !== null).join(' ') };
}
