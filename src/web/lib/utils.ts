import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does NOT resolve Tailwind conflicts (tailwind-merge alone is 8 kB gzipped,
 * too much for the 100 kB first-load budget): to change a component's look, use its variants, add
 * classes it does not set, or mark a deliberate override with Tailwind's `!` suffix (`justify-start!`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
