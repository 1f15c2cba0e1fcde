import { BookOpen, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Game } from '@common/schemas/learning';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { GameMeta } from './game-meta';
import { LEARNING_COPY } from './learning-copy';

interface GameCardProps {
  game: Game;
  onStart: (game: Game) => void;
  onRules: (game: Game) => void;
  /** Above the instructions: why a generated game was chosen. */
  note?: ReactNode;
  className?: string;
}

/** A game (SPEC.md section 2): duration, players, age range, the first two instructions, Start Game and Rules. */
export function GameCard({ game, onStart, onRules, note, className }: GameCardProps) {
  return (
    // Off screen, a card is neither laid out nor painted until it scrolls near: the games list is long.
    <Card
      className={cn('flex min-w-0 flex-col [contain-intrinsic-size:auto_18rem] [content-visibility:auto]', className)}
      aria-label={game.title}
      role="article"
    >
      <CardHeader>
        <CardTitle className="text-lg">{game.title}</CardTitle>
        <CardDescription>{game.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <GameMeta game={game} />
        {note}
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {game.instructions.slice(0, 2).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button onClick={() => onStart(game)}>
            <Play aria-hidden="true" />
            {LEARNING_COPY.games.start}
          </Button>
          <Button variant="outline" onClick={() => onRules(game)}>
            <BookOpen aria-hidden="true" />
            {LEARNING_COPY.games.rules}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
