import { useEffect, useState } from 'react';

const TICK_MS = 250;

/** A countdown of `seconds` that can be started, paused and reset; it reads the clock, so a busy tab does not drift. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds * 1000);
  const [endsAt, setEndsAt] = useState<number | null>(null);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const remaining = Math.max(0, endsAt - Date.now());
      setLeft(remaining);
      if (remaining === 0) setEndsAt(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  return {
    secondsLeft: Math.ceil(left / 1000),
    running: endsAt !== null,
    start: () => setEndsAt(Date.now() + (left > 0 ? left : seconds * 1000)),
    pause: () => setEndsAt(null),
    reset: () => {
      setEndsAt(null);
      setLeft(seconds * 1000);
    },
  };
}

export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
