import type { JournalSuggestions } from '@common/schemas/timeline';
import type { EntryValues } from './entry-values';

export type Source = 'none' | 'ai' | 'parent';

export interface FormState {
  values: EntryValues;
  typeBy: Source;
  tagsBy: Source;
}

/**
 * SPEC.md section 4: the suggested type and tags fill the form only while no type is chosen by the parent.
 * A type the AI filled keeps following newer suggestions; tags the parent typed are never replaced.
 */
export function autofill(state: FormState, suggestions: JournalSuggestions): FormState {
  if (state.typeBy === 'parent') return state;
  const keepTags = state.tagsBy === 'parent';
  return {
    values: {
      ...state.values,
      timelineType: suggestions.categoryRecommendation,
      tagsText: keepTags ? state.values.tagsText : suggestions.suggestedTags.join(', '),
    },
    typeBy: 'ai',
    tagsBy: keepTags ? 'parent' : 'ai',
  };
}
