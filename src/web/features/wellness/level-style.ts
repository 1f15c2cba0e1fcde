import { Frown, Meh, Smile, type LucideIcon } from 'lucide-react';
import type { Level, StressLabel } from '@common/wellness-summary';

/** Mood colour and icon of SPEC.md section 9: good, medium, low. */
export const MOOD_STYLE: Record<Level, { icon: LucideIcon; className: string; word: string }> = {
  good: { icon: Smile, className: 'text-emerald-700 dark:text-success', word: 'good' },
  medium: { icon: Meh, className: 'text-amber-700 dark:text-warning', word: 'medium' },
  low: { icon: Frown, className: 'text-destructive', word: 'low' },
};

export const STRESS_STYLE: Record<StressLabel, string> = {
  Low: 'text-emerald-700 dark:text-success',
  Moderate: 'text-amber-700 dark:text-warning',
  High: 'text-destructive',
};
