import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@common/constants';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(query).matches;

/** True below the 768px mobile breakpoint (SPEC.md section 9). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
