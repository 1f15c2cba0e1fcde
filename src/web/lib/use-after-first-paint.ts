import { useEffect, useState } from 'react';
import { afterFirstPaint } from './lazy-after-paint';

let painted = false;

/**
 * False until the page's first frame is painted, then true: for a load below the screen's main content (an AI
 * answer, say) that should not compete with the first paint for the network and the main thread.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let current = true;
    void afterFirstPaint().then(() => {
      painted = true;
      if (current) setDone(true);
    });
    return () => void (current = false);
  }, [done]);
  return done;
}
