import { Award, BookOpen, Camera, Heart, Star, Stethoscope, type LucideIcon } from 'lucide-react';
import type { TimelineType } from '@common/timeline-rules';
import { cn } from '@/lib/utils';

export const TYPE_ICONS: Record<TimelineType, LucideIcon> = {
  milestone: Star,
  photo: Camera,
  school: BookOpen,
  medical: Stethoscope,
  achievement: Award,
  memory: Heart,
};

/** Colours that keep a 4.5:1 contrast for the icon on its tinted circle, in both themes. */
const TYPE_COLOURS: Record<TimelineType, string> = {
  milestone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  photo: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  school: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-300',
  medical: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300',
  achievement: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  memory: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
};

export function TypeIcon({ type, className }: { type: TimelineType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return (
    <span
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-full ring-4 ring-background', TYPE_COLOURS[type], className)}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
