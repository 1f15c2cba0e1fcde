import { useEffect, useRef, useState } from 'react';
import type { TimelineEntry } from '@common/schemas/timeline';

/**
 * After an entry is added, brings it into view (and focus) once the list shows it, wherever its date puts
 * it on the timeline. `reveal` takes the saved entry's id.
 */
export function useScrollToEntry(entries: TimelineEntry[]) {
  const [wanted, setWanted] = useState<string | null>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || shown.current === wanted || !entries.some((e) => e.id === wanted)) return;
    const article = document.getElementById(`entry-${wanted}`)?.closest('article');
    if (!(article instanceof HTMLElement)) return;
    shown.current = wanted;
    article.tabIndex = -1;
    article.focus({ preventScroll: true });
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    article.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  }, [wanted, entries]);
  return { reveal: setWanted };
}
