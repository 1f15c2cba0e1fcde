import type { SchedulingSuggestion } from '@common/schemas/smart-scheduling';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';
import { SuggestionCard } from './suggestion-card';
import { useImplementSuggestion, useSnoozeSuggestion } from './use-scheduling-actions';

/** Smart Suggestions: preparation and coordination for the week, from the family's events and handovers. */
export function SuggestionsTab({ date, suggestions, snoozed }: { date: string; suggestions: SchedulingSuggestion[]; snoozed: number }) {
  const implement = useImplementSuggestion(date);
  const snooze = useSnoozeSuggestion();
  return (
    <div className="grid gap-4">
      {suggestions.length === 0 && (
        <p className="rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">{COPY.noSuggestions}</p>
      )}
      {suggestions.map((s) => (
        <SuggestionCard
          key={s.id}
          suggestion={s}
          pending={implement.isPending || snooze.isPending}
          onImplement={() => implement.mutate(s.id)}
          onRemindLater={() => snooze.mutate(s.id)}
        />
      ))}
      {snoozed > 0 && <p className="text-sm text-muted-foreground">{COPY.snoozedCount(snoozed)}</p>}
    </div>
  );
}
