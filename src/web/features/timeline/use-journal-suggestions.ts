import { useEffect, useState } from 'react';
import type { JournalSuggestions } from '@common/schemas/timeline';
import { JOURNAL_SUGGESTIONS, shouldRequestSuggestions } from '@common/timeline-rules';
import { apiJson } from '@/lib/api';

/**
 * SPEC.md section 5: suggestions are asked for when the field just changed is over 10 characters and the
 * title and description together are too, a moment after typing stops. Failures are only logged.
 */
export function useJournalSuggestions(opts: {
  title: string;
  description: string;
  changed: string | null;
  enabled: boolean;
  /** Told about each new result (stable callback), e.g. to auto-fill the form. */
  onSuggestions: (suggestions: JournalSuggestions) => void;
}) {
  const { title, description, changed, enabled, onSuggestions } = opts;
  const [result, setResult] = useState<JournalSuggestions | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!enabled || changed === null || !shouldRequestSuggestions(changed, title, description)) return;
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      const content = [title.trim(), description.trim()].filter(Boolean).join('\n');
      apiJson<JournalSuggestions>('POST', '/api/ai/journal-suggestions', { content })
        .then((suggestions) => {
          if (!current) return;
          setResult(suggestions);
          onSuggestions(suggestions);
        })
        .catch((error: unknown) => console.error('Timeline suggestions failed', error))
        .finally(() => current && setLoading(false));
    }, JOURNAL_SUGGESTIONS.debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [title, description, changed, enabled, onSuggestions]);

  return { suggestions: enabled ? result : null, loading: enabled && loading };
}
