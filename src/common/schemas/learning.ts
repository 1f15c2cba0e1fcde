import { z } from 'zod';
import { GAME_CATEGORIES, GAME_DIFFICULTIES, SCENE_COMPANIONS, SCENE_OBJECTS, SCENE_SETTINGS, STORY_THEMES } from '../learning-rules.js';

export type { AgeBand, GameCategory, SceneCompanion, SceneObject, SceneSetting, StoryTheme } from '../learning-rules.js';

/** Learning & Fun (SPEC.md sections 2, 3 and 7): games, stories, family tips and the family's play history. */

const text = (max: number) => z.string().trim().min(1).max(max);

export const gameSchema = z.object({
  id: text(80),
  title: text(80),
  description: text(400),
  category: z.enum(GAME_CATEGORIES),
  difficulty: z.enum(GAME_DIFFICULTIES),
  /** Minutes. */
  duration: z.number().int().min(1).max(120),
  participants: text(60),
  /** The bands it suits, e.g. '5-8, 9-12': the age filter matches when this text contains 5, 9 or 13. */
  ageRange: text(40),
  instructions: z.array(text(300)).min(2).max(12),
  materials: z.array(text(120)).max(10),
  /** Minutes on the play view's timer, for a game played against the clock; null when it has none. */
  timerMinutes: z.number().int().min(1).max(60).nullable(),
});
export type Game = z.infer<typeof gameSchema>;

/** What a colouring page of the story draws: its heroes by name, its setting, its companion and its key object. */
export const storySceneSchema = z.object({
  heroes: z.array(text(60)).min(1).max(3),
  setting: z.enum(SCENE_SETTINGS),
  companion: z.object({ name: text(60), kind: z.enum(SCENE_COMPANIONS) }),
  object: z.enum(SCENE_OBJECTS),
});
export type StoryScene = z.infer<typeof storySceneSchema>;

export const storySchema = z.object({
  id: text(80),
  title: text(120),
  content: text(8000),
  theme: z.enum(STORY_THEMES),
  characters: z.array(text(60)).min(1).max(8),
  moralLesson: text(300),
  /** e.g. 'Ages 5-8'. */
  ageAppropriate: text(40),
  /** Minutes read aloud. */
  readingTime: z.number().int().min(1).max(60),
  /** The story ends with a question for the children to answer. */
  interactive: z.boolean(),
  /** The story grammar's elements, for its colouring page; absent for a story written by a model. */
  scene: storySceneSchema.optional(),
});
export type Story = z.infer<typeof storySchema>;

export const familyTipSchema = z.object({
  id: text(80),
  category: text(40),
  title: text(100),
  description: text(500),
  difficulty: z.enum(GAME_DIFFICULTIES),
  impactLevel: z.enum(['low', 'medium', 'high']),
  /** Minutes. */
  estimatedTime: z.number().int().min(1).max(240),
});
export type FamilyTip = z.infer<typeof familyTipSchema>;

/** A tip as the Family Tips tab lists it: why it was chosen, and the parent's reminder for it if set. */
export const fittedTipSchema = familyTipSchema.extend({ reason: z.string(), plannedFor: z.string().nullable() });
export type FittedTip = z.infer<typeof fittedTipSchema>;

const ids = (max: number) => z.array(z.string().min(1).max(64)).max(max).default([]);

/** POST /api/ai/generate-content: a game (familyData: the children to fit, all when empty) or a story. */
export const generateContentRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('game'),
    familyData: ids(12),
    /** Games already suggested in this visit: 'Generate New Game' again gives the next best one. */
    exclude: z.array(z.string().max(80)).max(60).default([]),
  }),
  z.strictObject({
    type: z.literal('story'),
    theme: z.enum(STORY_THEMES, { error: 'Theme must be cooperation, love or adventure' }),
    /** The children who star in it, all when empty. */
    familyMembers: ids(8),
    ageRange: z.string().max(40).optional(),
    moralFocus: z.string().max(120).optional(),
  }),
]);
export type GenerateContentRequest = z.input<typeof generateContentRequestSchema>;

export const generatedGameSchema = z.object({ type: z.literal('game'), game: gameSchema, reason: z.string() });
export type GeneratedGame = z.infer<typeof generatedGameSchema>;
export const generatedStorySchema = z.object({ type: z.literal('story'), story: storySchema });
export type GeneratedStory = z.infer<typeof generatedStorySchema>;

export const saveStoryRequestSchema = z.strictObject({ story: storySchema });
export const savedStorySchema = storySchema.extend({ savedAt: z.string(), savedBy: z.string() });
export type SavedStory = z.infer<typeof savedStorySchema>;

const MAX_PLAY_SECONDS = 6 * 3600;
export const recordPlayRequestSchema = z.strictObject({
  gameId: z.string({ error: 'Game is required' }).min(1, 'Game is required').max(80),
  childIds: z
    .array(z.string().min(1).max(64), { error: 'Choose who played' })
    .min(1, 'Choose who played')
    .max(12)
    .refine((list) => new Set(list).size === list.length, 'A child is listed twice'),
  durationSeconds: z
    .number({ error: 'Duration is required' })
    .int('Duration must be whole seconds')
    .min(1, 'Duration must be at least 1 second')
    .max(MAX_PLAY_SECONDS, 'Duration must be at most 6 hours'),
});
export type RecordPlayRequest = z.input<typeof recordPlayRequestSchema>;

export const playSessionSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameTitle: z.string(),
  category: z.enum(GAME_CATEGORIES),
  children: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The instant it was finished. */
  playedAt: z.string(),
  durationSeconds: z.number().int(),
  recordedBy: z.string(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const tryTipRequestSchema = z.strictObject({
  remindAt: z.iso.datetime({ offset: true, error: 'Reminder time must be a date and time' }),
});
export const tipPlanSchema = z.object({ tipId: z.string(), remindAt: z.string() });
export type TipPlan = z.infer<typeof tipPlanSchema>;
