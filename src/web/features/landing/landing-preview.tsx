import { CalendarDays, MessageSquare, Sparkles } from 'lucide-react';
import { LANDING_COPY } from './landing-copy';

const TONES = ['bg-primary', 'bg-warning', 'bg-success'];
const previewEvents = LANDING_COPY.preview.events.map((event, i) => ({ ...event, tone: TONES[i] ?? '' }));

/** A drawn (not photographed) glimpse of the app: light to load, decorative for assistive tech. */
export function LandingPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="rounded-2xl border bg-card p-5 shadow-xl shadow-primary/5">
        <div className="flex items-center gap-2 text-sm font-semibold">
          <CalendarDays className="size-4 text-primary" />
          {LANDING_COPY.preview.upcoming}
        </div>
        <ul className="mt-4 grid gap-3">
          {previewEvents.map((event) => (
            <li key={event.title} className="flex items-center gap-3 rounded-lg border bg-background p-3">
              <span className={`h-9 w-1 rounded-full ${event.tone}`} />
              <span className="grid">
                <span className="text-sm font-medium">{event.title}</span>
                <span className="text-xs text-muted-foreground">{event.when}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative -mt-6 ml-auto w-[85%] rounded-2xl border bg-card p-4 shadow-lg sm:-mt-4">
        <div className="flex items-center gap-2 text-sm font-semibold">
          <MessageSquare className="size-4 text-primary" />
          {LANDING_COPY.preview.messageDraft}
        </div>
        <p className="mt-2 text-sm text-muted-foreground line-through decoration-destructive/60">{LANDING_COPY.preview.harsh}</p>
        <p className="mt-1 flex items-start gap-1.5 text-sm">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" />
          {LANDING_COPY.preview.calm}
        </p>
      </div>
    </div>
  );
}
