import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { Game, GeneratedGame } from '@common/schemas/learning';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { AGE_FILTERS, CATEGORY_FILTERS, filterGames, type AgeFilter, type CategoryFilter } from './filter-games';
import { GameCard } from './game-card';
import { LEARNING_COPY } from './learning-copy';
import { PlayDialog } from './play-dialog';
import { RulesDialog } from './rules-dialog';
import { useGames, useGenerateGame } from './use-learning';

const TEXT = LEARNING_COPY.games;

/** Smart Games: 'Generate New Game' with why, the category and age filters, and the catalogue. */
export function GamesTab() {
  const games = useGames();
  const generate = useGenerateGame();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [age, setAge] = useState<AgeFilter>('all');
  const [suggestion, setSuggestion] = useState<GeneratedGame | null>(null);
  const [shown, setShown] = useState<string[]>([]);
  const [playing, setPlaying] = useState<Game | null>(null);
  const [rules, setRules] = useState<Game | null>(null);
  const list = filterGames(games.data ?? [], category, age);

  const generateGame = () =>
    generate.mutate(
      { familyData: [], exclude: shown },
      {
        onSuccess: (result) => {
          setSuggestion(result);
          setShown((prev) => [...prev, result.game.id]);
        },
        // SPEC.md section 8: a failed generation is only logged; the button is enabled again.
        onError: (error) => console.error(error),
      },
    );

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <Button onClick={generateGame} disabled={generate.isPending}>
          <Sparkles aria-hidden="true" />
          {generate.isPending ? TEXT.generating : TEXT.generate}
        </Button>
        <div className="grid gap-1.5">
          <Label htmlFor="game-category">{TEXT.category}</Label>
          <Select
            id="game-category"
            className="w-44"
            value={category}
            onValueChange={(v) => setCategory(v as CategoryFilter)}
            options={CATEGORY_FILTERS.map((value) => ({ value, label: TEXT.categories[value] }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="game-age">{TEXT.age}</Label>
          <Select
            id="game-age"
            className="w-32"
            value={age}
            onValueChange={(v) => setAge(v as AgeFilter)}
            options={AGE_FILTERS.map((value) => ({ value, label: TEXT.ages[value] }))}
          />
        </div>
      </div>

      {suggestion && (
        <section aria-label={TEXT.suggestion} className="grid gap-2">
          <h2 className="flex items-center gap-2 font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            {TEXT.suggestion}
          </h2>
          <GameCard
            game={suggestion.game}
            onStart={setPlaying}
            onRules={setRules}
            className="border-primary/40"
            note={<p className="rounded-md bg-primary/10 p-3 text-sm">{suggestion.reason}</p>}
          />
        </section>
      )}

      {games.isLoading ? (
        <div role="status" aria-label={TEXT.loading} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : games.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(games.error, TEXT.loadError)}
        </p>
      ) : list.length === 0 ? (
        <p className="text-muted-foreground">{TEXT.none}</p>
      ) : (
        <div className="grid min-w-0 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((game) => (
            <GameCard key={game.id} game={game} onStart={setPlaying} onRules={setRules} />
          ))}
        </div>
      )}
      <PlayDialog game={playing} onClose={() => setPlaying(null)} />
      <RulesDialog game={rules} onClose={() => setRules(null)} />
    </div>
  );
}
