import { z } from 'zod';
import {
  DEFAULT_TIMELINE_TYPE,
  descriptionProblem,
  eventDateProblem,
  normalizeTags,
  tagsProblem,
  TIMELINE_MESSAGES,
  TIMELINE_TYPES,
  titleProblem,
} from '../timeline-rules.js';
import { checkedString } from './checked-string.js';

/** A timeline entry as the API returns it (SPEC.md section 3, plus photo, author and times). */
export const timelineEntrySchema = z.object({
  id: z.string(),
  childId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  timelineType: z.enum(TIMELINE_TYPES),
  eventDate: z.string(),
  tags: z.array(z.string()),
  isPrivate: z.boolean(),
  photoUrl: z.string().nullable(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

const tags = z
  .array(z.string({ error: TIMELINE_MESSAGES.tagsList }), { error: TIMELINE_MESSAGES.tagsList })
  // Bounded before normalising, so a huge list is refused without work.
  .max(200, TIMELINE_MESSAGES.tooManyTags)
  .transform(normalizeTags)
  .superRefine((value, ctx) => {
    const message = tagsProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const fields = {
  title: checkedString(TIMELINE_MESSAGES.titleRequired, titleProblem, true),
  description: checkedString(TIMELINE_MESSAGES.descriptionText, descriptionProblem, true)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  timelineType: z.enum(TIMELINE_TYPES, { error: TIMELINE_MESSAGES.typeInvalid }),
  eventDate: checkedString(TIMELINE_MESSAGES.dateFormat, (value) => eventDateProblem(value), false),
  childId: z.string({ error: TIMELINE_MESSAGES.childRequired }).trim().min(1, TIMELINE_MESSAGES.childRequired).max(64),
  tags,
  isPrivate: z.boolean({ error: TIMELINE_MESSAGES.privateBoolean }),
};

/** Body of POST /api/timeline (SPEC.md section 7). Type, date, tags and privacy have defaults. */
export const createTimelineEntryRequestSchema = z.strictObject({
  ...fields,
  // The form may send '' when no type was chosen and the AI suggested none.
  timelineType: z.preprocess((v) => (v === '' || v === null ? undefined : v), fields.timelineType.default(DEFAULT_TIMELINE_TYPE)),
  eventDate: fields.eventDate.optional(),
  tags: fields.tags.default([]),
  isPrivate: fields.isPrivate.default(false),
});
export type CreateTimelineEntryRequest = z.input<typeof createTimelineEntryRequestSchema>;
export type CreateTimelineEntryInput = z.output<typeof createTimelineEntryRequestSchema>;

/** Body of PATCH /api/timeline/:id: only the fields given change. */
export const updateTimelineEntryRequestSchema = z.strictObject(fields).partial();
export type UpdateTimelineEntryRequest = z.input<typeof updateTimelineEntryRequestSchema>;
export type UpdateTimelineEntryInput = z.output<typeof updateTimelineEntryRequestSchema>;

export const JOURNAL_CONTENT_MAX = 10_000;

/** Body of POST /api/ai/journal-suggestions. */
export const journalSuggestionsRequestSchema = z.object({
  content: z
    .string({ error: 'Content must be text' })
    .trim()
    .min(1, 'Content is required')
    .max(JOURNAL_CONTENT_MAX, `Content must be at most ${JOURNAL_CONTENT_MAX} characters`),
});

/** The timeline suggestion result of SPEC.md section 3. */
export const journalSuggestionsSchema = z.object({
  categoryRecommendation: z.enum(TIMELINE_TYPES),
  suggestedTags: z.array(z.string().trim().min(1).max(40)).max(10),
  milestoneDetected: z.boolean(),
  memoryPrompts: z.array(z.string().trim().min(1).max(300)).max(5),
  photoSuggestions: z.array(z.string().trim().min(1).max(300)).max(5),
});
export type JournalSuggestions = z.infer<typeof journalSuggestionsSchema>;
