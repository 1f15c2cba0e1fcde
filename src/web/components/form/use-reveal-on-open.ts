import { useEffect, useRef } from 'react';

/**
 * For a form that opens inside the page (not in a dialog): once shown it is scrolled to the top of the view
 * (give the element a scroll margin for the sticky header) and its first field takes the cursor, so on a phone,
 * where it may open below the fold, the parent sees what they opened. The jump is instant: a smooth scroll
 * would keep the form moving while the parent starts to type.
 */
export function useRevealOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus({ preventScroll: true });
  }, []);
  return ref;
}
