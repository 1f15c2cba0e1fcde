import { Bell, CalendarDays, HeartPulse, MessageSquare } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { QUICK_COMMANDS, VOICE_COPY } from './voice-copy';

const ICONS = { scheduling: CalendarDays, messages: MessageSquare, family: HeartPulse, general: Bell } as const;

/** SPEC.md section 2, Quick Actions: four tap-to-run commands, sent at once. */
export function QuickActionsTab({ busy, onRun }: { busy: boolean; onRun: (command: string) => void }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{VOICE_COPY.quickIntro}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {QUICK_COMMANDS.map((quick) => {
          const Icon = ICONS[quick.category];
          return (
            <Card key={quick.label} className="p-0">
              <CardContent className="p-0">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onRun(quick.command)}
                  className="flex w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="grid gap-1">
                    <span className="font-medium">{quick.label}</span>
                    <span className="text-sm text-muted-foreground">“{quick.command}”</span>
                  </span>
                </button>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
