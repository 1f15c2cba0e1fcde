/** The wellness figures of SPEC.md section 9: averages of the latest 7, colours, labels and the insight's mood. */
export const SUMMARY_WINDOW = 7;
export const RECENT_CHECK_INS = 5;

export type Level = 'good' | 'medium' | 'low';
export type StressLabel = 'Low' | 'Moderate' | 'High';
export type InsightMood = 'great' | 'okay' | 'stressed';

interface Scored {
  moodScore: number;
  stressLevel: number;
  communicationRating: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Averages of the latest 7 entries (the list is newest first), one decimal; null when there are none. */
export function weeklyAverages(entries: readonly Scored[]): { mood: number; stress: number; communication: number } | null {
  const latest = entries.slice(0, SUMMARY_WINDOW);
  if (latest.length === 0) return null;
  const avg = (pick: (e: Scored) => number) => round1(latest.reduce((sum, e) => sum + pick(e), 0) / latest.length);
  return { mood: avg((e) => e.moodScore), stress: avg((e) => e.stressLevel), communication: avg((e) => e.communicationRating) };
}

/** Mood colour and icon: 7 or more good, 4 to 6 medium, below 4 low. */
export function moodLevel(score: number): Level {
  if (score >= 7) return 'good';
  if (score >= 4) return 'medium';
  return 'low';
}

/** 'Improving' when the average mood is over 5. */
export const isImproving = (averageMood: number): boolean => averageMood > 5;

/** Stress labels: up to 3 Low, up to 6 Moderate, otherwise High. */
export function stressLabel(level: number): StressLabel {
  if (level <= 3) return 'Low';
  if (level <= 6) return 'Moderate';
  return 'High';
}

/** Mood mapping for the AI insight: 7 or more great, 4 or more okay, otherwise stressed. */
export function insightMood(score: number): InsightMood {
  if (score >= 7) return 'great';
  if (score >= 4) return 'okay';
  return 'stressed';
}

/** '6', '6.5': one decimal only when it says something. */
export const formatScore = (n: number): string => String(round1(n));
