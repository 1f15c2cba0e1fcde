import type { JournalSuggestions } from '../../../../common/schemas/timeline.js';
import { classifyEntry, normalizeJournalText } from './classify-entry.js';
import { detectMilestone } from './detect-milestone.js';
import { findChildName, findPlace, shortQuote } from './entry-details.js';
import { memoryPrompts, photoSuggestions } from './memory-prompts.js';
import { suggestTags } from './suggest-tags.js';

/** Offline timeline suggestions (SPEC.md section 3): type, tags, milestone, prompts and photo ideas from rules. */
export function suggestJournalOffline(content: string): JournalSuggestions {
  const { type, topic } = classifyEntry(content);
  const milestone = detectMilestone(content);
  const name = findChildName(content);
  const context = {
    type,
    who: name ?? 'your child',
    whose: name ? `${name}'s` : "your child's",
    topic: topic ?? shortQuote(content),
    place: findPlace(content),
    milestone,
  };
  return {
    categoryRecommendation: type,
    suggestedTags: suggestTags(content, type),
    milestoneDetected: milestone,
    memoryPrompts: memoryPrompts(context),
    photoSuggestions: photoSuggestions(context, normalizeJournalText(content)),
  };
}
