import { Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LEARNING_COPY } from './learning-copy';
import { clockText, useCountdown } from './use-countdown';

const TEXT = LEARNING_COPY.play;

/** The play view's timer, for a game played against the clock. */
export function GameTimer({ minutes }: { minutes: number }) {
  const { secondsLeft, running, start, pause, reset } = useCountdown(minutes * 60);
  return (
    <section aria-label={TEXT.timer} className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 p-3">
      <span role="timer" aria-label={TEXT.timer} className="font-mono text-3xl font-semibold tabular-nums">
        {clockText(secondsLeft)}
      </span>
      <div className="flex gap-2">
        {running ? (
          <Button variant="outline" size="sm" onClick={pause}>
            <Pause aria-hidden="true" />
            {TEXT.pauseTimer}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={start}>
            <Play aria-hidden="true" />
            {TEXT.startTimer}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          {TEXT.resetTimer}
        </Button>
      </div>
      <p role="status" className="w-full text-sm font-semibold text-primary empty:hidden">
        {secondsLeft === 0 ? TEXT.timeUp : ''}
      </p>
    </section>
  );
}
