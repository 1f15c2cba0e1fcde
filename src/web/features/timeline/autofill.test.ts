import { describe, expect, it } from 'vitest';
import type { JournalSuggestions } from '@common/schemas/timeline';
import { autofill } from './autofill';
import type { EntryValues } from './entry-values';

const suggestion = (type: JournalSuggestions['categoryRecommendation'], tags: string[]): JournalSuggestions => ({
  categoryRecommendation: type,
  suggestedTags: tags,
  milestoneDetected: false,
  memoryPrompts: [],
  photoSuggestions: [],
});

describe('autofill (SPEC.md section 4)', () => {
  const values: EntryValues = { title: '', description: '', timelineType: '', eventDate: '2026-01-01', tagsText: '', isPrivate: false };
  const fresh = { values, typeBy: 'none' as const, tagsBy: 'none' as const };

  it('fills type and tags while no type is chosen, and keeps following newer suggestions', () => {
    const first = autofill(fresh, suggestion('school', ['school', 'teacher']));
    expect(first.values).toMatchObject({ timelineType: 'school', tagsText: 'school, teacher' });
    const second = autofill(first, suggestion('medical', ['health']));
    expect(second.values).toMatchObject({ timelineType: 'medical', tagsText: 'health' });
  });

  it('never overrides a type the parent chose, and never replaces tags the parent typed', () => {
    const chosen = { ...fresh, values: { ...fresh.values, timelineType: 'photo' as const }, typeBy: 'parent' as const };
    expect(autofill(chosen, suggestion('school', ['school']))).toBe(chosen);
    const typed = { ...fresh, values: { ...fresh.values, tagsText: 'beach' }, tagsBy: 'parent' as const };
    expect(autofill(typed, suggestion('memory', ['memories'])).values).toMatchObject({ timelineType: 'memory', tagsText: 'beach' });
  });
});
