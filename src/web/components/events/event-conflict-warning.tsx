import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { newEventConflictsQuery } from '@/lib/queries/smart-scheduling';
import { buildEventBody, type EventFormState } from './event-form-state';

const DEBOUNCE_MS = 800;

/**
 * Before a new event is saved: the conflicts it would bring with the family's events, custody days and handovers
 * (POST /api/ai/schedule-conflicts), unless the family turned conflict alerts off. Loaded lazily by the Add Event form.
 */
export default function EventConflictWarning({ state }: { state: EventFormState }) {
  const [body, setBody] = useState<string | null>(null);
  useEffect(() => {
    const built = buildEventBody(state);
    const valid = typeof built !== 'string' && Date.parse(built.endTime) > Date.parse(built.startTime);
    const timer = setTimeout(() => setBody(valid ? JSON.stringify(built) : null), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const check = useQuery(newEventConflictsQuery(body));
  const conflicts = body === null ? [] : (check.data?.conflicts ?? []);
  if (conflicts.length === 0) return null;
  return (
    <div role="status" className="grid gap-1 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="size-4 shrink-0 text-amber-700 dark:text-warning" aria-hidden="true" />
        {conflicts.length === 1
          ? 'This event would clash with the schedule'
          : `This event would clash with the schedule ${conflicts.length} times`}
      </p>
      <ul className="grid gap-1 pl-6">
        {conflicts.map((c) => (
          <li key={c.id} className="list-disc text-muted-foreground">
            {c.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
