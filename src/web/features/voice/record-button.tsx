import { Loader2, Mic, Square } from 'lucide-react';
import { cn } from '@/lib/utils';
import { VOICE_COPY } from './voice-copy';

/** SPEC.md section 2: the round record toggle, 'Tap to speak' or 'Listening...', and the voice level bar below it. */
export function RecordButton(props: { recording: boolean; busy: boolean; disabled: boolean; level: number; onToggle: () => void }) {
  const { recording, busy, disabled, level, onToggle } = props;
  const label = busy ? VOICE_COPY.transcribing : recording ? VOICE_COPY.listening : VOICE_COPY.tapToSpeak;
  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        onClick={onToggle}
        disabled={disabled || busy}
        aria-pressed={recording}
        className={cn(
          'flex size-24 items-center justify-center rounded-full text-primary-foreground shadow-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring disabled:opacity-50',
          recording ? 'bg-destructive hover:bg-destructive/90' : 'bg-primary hover:bg-primary/90',
        )}
      >
        {busy ? (
          <Loader2 className="size-9 animate-spin" aria-hidden="true" />
        ) : recording ? (
          <Square className="size-8" aria-hidden="true" />
        ) : (
          <Mic className="size-9" aria-hidden="true" />
        )}
        <span className="sr-only">{label}</span>
      </button>
      <p className="text-sm font-medium" aria-live="polite">
        {label}
      </p>
      <div className="w-full max-w-xs">
        <div
          role="meter"
          aria-label={VOICE_COPY.level}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={level}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-100" style={{ width: `${recording ? level : 0}%` }} />
        </div>
      </div>
    </div>
  );
}
