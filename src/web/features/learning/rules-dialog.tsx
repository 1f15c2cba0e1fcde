import type { Game } from '@common/schemas/learning';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { GameMeta } from './game-meta';
import { LEARNING_COPY } from './learning-copy';

const TEXT = LEARNING_COPY.games;

/** 'Rules': every instruction and everything needed. */
export function RulesDialog({ game, onClose }: { game: Game | null; onClose: () => void }) {
  return (
    <Dialog open={game !== null} onOpenChange={(open) => !open && onClose()}>
      {game && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{game.title}</DialogTitle>
            <DialogDescription>{game.description}</DialogDescription>
          </DialogHeader>
          <GameMeta game={game} />
          <section className="grid gap-2">
            <h3 className="font-semibold">{TEXT.instructions}</h3>
            <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
              {game.instructions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section className="grid gap-2">
            <h3 className="font-semibold">{TEXT.materials}</h3>
            {game.materials.length === 0 ? (
              <p className="text-sm text-muted-foreground">{TEXT.noMaterials}</p>
            ) : (
              <ul className="grid list-disc gap-1 pl-5 text-sm">
                {game.materials.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        </DialogContent>
      )}
    </Dialog>
  );
}
