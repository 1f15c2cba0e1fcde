import { Clock, Users, Cake } from 'lucide-react';
import type { Game } from '@common/schemas/learning';
import { Badge } from '@/components/ui/badge';
import { LEARNING_COPY } from './learning-copy';

const TEXT = LEARNING_COPY.games;

/** A game's duration, players and age range, then its category and difficulty. */
export function GameMeta({ game }: { game: Game }) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{TEXT.categories[game.category]}</Badge>
        <Badge variant="outline">{TEXT.difficulty[game.difficulty]}</Badge>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {TEXT.minutes(game.duration)}
        </li>
        <li className="flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          <span>
            <span className="sr-only">{TEXT.players}: </span>
            {game.participants}
          </span>
        </li>
        <li className="flex items-center gap-1.5">
          <Cake className="size-4" aria-hidden="true" />
          {TEXT.ages_(game.ageRange)}
        </li>
      </ul>
    </div>
  );
}
