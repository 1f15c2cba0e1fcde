import { useCallback, useState } from 'react';
import type { JournalSuggestions, TimelineEntry } from '@common/schemas/timeline';
import { autofill, type FormState } from './autofill';
import type { TimelineType } from '@common/timeline-rules';
import { valuesOf, type EntryValues } from './entry-values';
import { useJournalSuggestions } from './use-journal-suggestions';

export function useEntryForm(entry: TimelineEntry | undefined, aiEnabled: boolean) {
  const [state, setState] = useState<FormState>(() => ({
    values: valuesOf(entry),
    typeBy: entry ? 'parent' : 'none',
    tagsBy: entry && entry.tags.length > 0 ? 'parent' : 'none',
  }));
  const [changed, setChanged] = useState<string | null>(null);
  const onSuggestions = useCallback((s: JournalSuggestions) => setState((prev) => autofill(prev, s)), []);
  const { values } = state;
  const { suggestions, loading } = useJournalSuggestions({
    title: values.title,
    description: values.description,
    changed,
    enabled: aiEnabled,
    onSuggestions,
  });
  const setValues = (patch: Partial<EntryValues>, more: Partial<Omit<FormState, 'values'>> = {}) =>
    setState((prev) => ({ ...prev, ...more, values: { ...prev.values, ...patch } }));

  return {
    values,
    suggestions,
    loading,
    typeSuggested: state.typeBy === 'ai',
    setText: (field: 'title' | 'description') => (text: string) => {
      setValues({ [field]: text });
      setChanged(text);
    },
    setDate: (eventDate: string) => setValues({ eventDate }),
    setType: (timelineType: TimelineType) => setValues({ timelineType }, { typeBy: 'parent' }),
    setTags: (tagsText: string) => setValues({ tagsText }, { tagsBy: tagsText.trim() ? 'parent' : 'none' }),
    setPrivate: (isPrivate: boolean) => setValues({ isPrivate }),
  };
}
