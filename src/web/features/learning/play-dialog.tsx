import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Check } from 'lucide-react';
import { useState } from 'react';
import type { Game } from '@common/schemas/learning';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { childrenQuery } from '@/lib/queries/children';
import { GameTimer } from './game-timer';
import { LEARNING_COPY } from './learning-copy';
import { minutesText } from './minutes-text';
import { useRecordPlay } from './use-learning';

const TEXT = LEARNING_COPY.play;

/** The play view: one step at a time, the timer when the game has one, who played, and 'Done' to record it. */
export function PlayDialog({ game, onClose }: { game: Game | null; onClose: () => void }) {
  return (
    <Dialog open={game !== null} onOpenChange={(open) => !open && onClose()}>
      {game && <PlayView key={game.id} game={game} onClose={onClose} />}
    </Dialog>
  );
}

function PlayView({ game, onClose }: { game: Game; onClose: () => void }) {
  const [startedAt] = useState(() => Date.now());
  const [step, setStep] = useState(0);
  const children = useQuery(childrenQuery()).data ?? [];
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const record = useRecordPlay();
  const chosen = children.filter((c) => !unticked.has(c.id)).map((c) => c.id);
  const last = game.instructions.length - 1;

  const done = () => {
    const durationSeconds = Math.max(1, Math.round((Date.now() - startedAt) / 1000));
    record.mutate(
      { gameId: game.id, childIds: chosen, durationSeconds },
      {
        onSuccess: (session) => {
          toast({ title: TEXT.recordedTitle, description: TEXT.recorded(session.gameTitle, minutesText(session.durationSeconds)) });
          onClose();
        },
      },
    );
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{game.title}</DialogTitle>
        <DialogDescription>{game.description}</DialogDescription>
      </DialogHeader>
      {game.timerMinutes !== null && <GameTimer minutes={game.timerMinutes} />}
      <section aria-label={TEXT.step(step + 1, last + 1)} className="grid gap-3 rounded-lg border p-4">
        <p className="text-sm font-medium text-muted-foreground">{TEXT.step(step + 1, last + 1)}</p>
        <p aria-live="polite" className="text-base">
          {game.instructions[step]}
        </p>
        <div className="flex justify-between gap-2">
          <Button variant="outline" size="sm" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            <ChevronLeft aria-hidden="true" />
            {TEXT.previous}
          </Button>
          <Button variant="outline" size="sm" disabled={step === last} onClick={() => setStep((s) => s + 1)}>
            {TEXT.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </section>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{TEXT.whoPlayed}</legend>
        {children.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXT.noChildren}</p>
        ) : (
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {children.map((child) => (
              <div key={child.id} className="flex items-center gap-2">
                <Checkbox
                  id={`played-${child.id}`}
                  checked={!unticked.has(child.id)}
                  onCheckedChange={(checked) =>
                    setUnticked((prev) => {
                      const next = new Set(prev);
                      if (checked === true) next.delete(child.id);
                      else next.add(child.id);
                      return next;
                    })
                  }
                />
                <Label htmlFor={`played-${child.id}`}>{child.name}</Label>
              </div>
            ))}
          </div>
        )}
      </fieldset>
      {record.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(record.error)}
        </p>
      )}
      {children.length > 0 && chosen.length === 0 && <p className="text-sm text-muted-foreground">{TEXT.chooseChild}</p>}
      <DialogFooter>
        <Button onClick={done} disabled={record.isPending || chosen.length === 0}>
          <Check aria-hidden="true" />
          {record.isPending ? TEXT.saving : TEXT.done}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
