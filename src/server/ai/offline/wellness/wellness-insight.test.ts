import { describe, expect, it } from 'vitest';
import type { WellnessEntry } from '../../../../common/schemas/wellness.js';
import { wellnessFacts } from './wellness-facts.js';
import { wellnessInsightOffline, type WellnessInsightInput } from './wellness-insight.js';

let counter = 0;
/** A check-in `daysAgo` days before 2030-06-30. */
function entry(daysAgo: number, fields: Partial<WellnessEntry> = {}): WellnessEntry {
  counter += 1;
  const date = new Date(Date.UTC(2030, 5, 30 - daysAgo)).toISOString().slice(0, 10);
  return {
    id: `e${counter}`,
    moodScore: 5,
    stressLevel: 5,
    communicationRating: 5,
    sleepHours: 8,
    exerciseMinutes: 0,
    notes: null,
    triggers: [],
    copingStrategies: [],
    entryDate: date,
    createdAt: `${date}T20:00:00.000Z`,
    ...fields,
  };
}

const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const insight = (entries: WellnessEntry[], extra: Partial<WellnessInsightInput> = {}) =>
  wellnessInsightOffline({ mood: 'okay', stressLevel: 5, entries, ...extra }).insight;

const CLINICAL = /depress|anxiety|disorder|diagnos|symptom|patholog|clinical|medicat/i;

describe('offline wellness insight', () => {
  it('names the change against the week before: mood up, stress eased, more sleep', () => {
    const history = [
      ...days(7, 13).map((d) => entry(d, { moodScore: 4, stressLevel: 7, sleepHours: 6 })),
      ...days(0, 6).map((d) => entry(d, { moodScore: 7, stressLevel: 4, sleepHours: 8 })),
    ];
    const text = insight(history);
    expect(text).toContain('Your mood averaged 7 this past week, up from 4 the week before.');
    expect(text).toContain('Stress eased from 7 to 4.');
    expect(text).toContain('You slept about 8 hours a night, 2 more than the week before.');
    expect(text).toContain('What seems to help: after 7 hours of sleep or more, your mood averaged 7, against 4 after shorter nights.');
    expect(text).not.toMatch(CLINICAL);
  });

  it('names a harder week: mood down, stress up, less sleep, and a gentle nudge', () => {
    const history = [
      ...days(7, 13).map((d) => entry(d, { moodScore: 6, stressLevel: 3, sleepHours: 8 })),
      ...days(0, 6).map((d) => entry(d, { moodScore: 3, stressLevel: 8, sleepHours: 6 })),
    ];
    const text = insight(history, { mood: 'stressed', stressLevel: 8 });
    expect(text).toMatch(/^Thank you for checking in on a harder day\. With stress at 8 out of 10/);
    expect(text).toContain('down from 6 the week before');
    expect(text).toContain('Stress rose from 3 to 8.');
    expect(text).toContain('2 fewer than the week before');
    expect(text).toContain('talking it through with someone you trust');
    expect(text).not.toMatch(CLINICAL);
  });

  it('finds the coping strategy that went with better days, whatever its capitalisation', () => {
    const history = days(0, 13).map((d) =>
      d % 2 === 0
        ? entry(d, { moodScore: 8, copingStrategies: [d % 4 === 0 ? 'Evening walk' : 'evening walk', 'music'] })
        : entry(d, { moodScore: 4, copingStrategies: ['music'] }),
    );
    const text = insight(history, { stressLevel: 8 });
    expect(text).toContain("What seems to help: on days you used 'Evening walk', your mood averaged 8, against 4 on other days.");
    expect(text).not.toContain("'music'");
    expect(text).toContain("like 'Evening walk', may take the edge off");
  });

  it('finds exercise as a helper and mentions a second helper briefly', () => {
    const history = days(0, 9).map((d) =>
      d < 5
        ? entry(d, { moodScore: d < 3 ? 8 : 7, exerciseMinutes: 45, sleepHours: d < 3 ? 8 : 6 })
        : entry(d, { moodScore: 4, exerciseMinutes: 0, sleepHours: 6 }),
    );
    const facts = wellnessFacts(history);
    expect(facts.helpers.map((h) => h.kind)).toEqual(['exercise', 'sleep']);
    const text = insight(history);
    expect(text).toContain('on days with 30 minutes or more of exercise, your mood averaged 7.6, against 4 on days with less.');
    expect(text).toContain('Better days also came after 7 hours of sleep or more (8 against 4.9).');
  });

  it("says a helper once when two go with exactly the same days, in the user's own words", () => {
    const history = days(0, 9).map((d) =>
      d % 2 === 0 ? entry(d, { moodScore: 8, exerciseMinutes: 45, copingStrategies: ['Evening walk'] }) : entry(d, { moodScore: 5 }),
    );
    expect(wellnessFacts(history).helpers.map((h) => h.label)).toEqual(['Evening walk']);
    const text = insight(history);
    expect(text).toContain("on days you used 'Evening walk', your mood averaged 8, against 5 on other days.");
    expect(text).not.toContain('Better days also came');
  });

  it('points out a recurring trigger with the stress that came with it', () => {
    const history = [
      entry(1, { triggers: ['Custody handoff'], stressLevel: 8 }),
      entry(4, { triggers: ['custody handoff', 'work deadline'], stressLevel: 9 }),
      entry(8, { triggers: ['Custody handoff'], stressLevel: 7 }),
      entry(9, { triggers: ['work deadline'], stressLevel: 4 }),
      entry(2, { stressLevel: 3 }),
    ];
    const text = insight(history);
    expect(text).toContain(
      "'Custody handoff' came up 3 times in your recent check-ins, with stress averaging 8 on those days; a little extra buffer around it might help.",
    );
  });

  it('ignores check-ins older than 28 days before the latest for helpers and triggers', () => {
    const old = days(40, 50).map((d) => entry(d, { triggers: ['old worry'], copingStrategies: ['yoga'], moodScore: d % 2 ? 9 : 2 }));
    const facts = wellnessFacts([entry(0), entry(1), ...old]);
    expect(facts.triggers).toEqual([]);
    expect(facts.helpers).toEqual([]);
    expect(facts.lastWeek).toBeNull();
    expect(insight([entry(0), entry(1), ...old])).toContain('after another week I can show you what changed');
  });

  it('notes a long gap since the last check-in', () => {
    const text = insight([entry(0), entry(3)], { today: '2030-07-30' });
    expect(text).toContain('Your last check-in was 30 days ago, so this looks back from then.');
  });

  it('answers from the payload when there are no entries', () => {
    const calm = wellnessInsightOffline({ mood: 'great', stressLevel: 2, entries: [] }).insight;
    const tense = wellnessInsightOffline({ mood: 'stressed', stressLevel: 9, entries: [] }).insight;
    expect(calm).toContain("It's good to hear you're feeling great.");
    expect(calm).toContain('Your stress is low at 2 out of 10');
    expect(tense).toContain('With stress at 9 out of 10');
    expect(tense).toContain('A short walk, a few slow breaths');
    for (const text of [calm, tense]) expect(text).toContain("Log a check-in on most days and I'll point out what changes");
    expect(wellnessInsightOffline({ mood: 'happy', stressLevel: 5, entries: [] }).insight).toContain('feeling happy');
    expect(wellnessInsightOffline({ mood: 'neutral', stressLevel: 5, entries: [] }).insight).toMatch(/^Thanks for checking in\./);
  });

  it('is deterministic and different for different histories', () => {
    const a = days(0, 13).map((d) => entry(d, { moodScore: d < 7 ? 7 : 5 }));
    const b = days(0, 13).map((d) => entry(d, { moodScore: d < 7 ? 4 : 6, stressLevel: d < 7 ? 7 : 4 }));
    expect(insight(a)).toBe(insight([...a].reverse()));
    expect(insight(a)).not.toBe(insight(b));
    expect(insight(a).length).toBeLessThan(1200);
  });
});
