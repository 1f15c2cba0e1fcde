/**
 * Learning & Fun's fixed lists (games, stories, story scenes), free of zod so the screen can use them without loading
 * the schema library; src/common/schemas/learning.ts builds the request and response schemas from them.
 */
export const GAME_CATEGORIES = ['memory', 'logic', 'creativity', 'social', 'educational'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const GAME_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** The age filter's bands (SPEC.md section 2); a game's ageRange text lists the bands it suits. */
export const AGE_BANDS = ['5-8', '9-12', '13+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const STORY_THEMES = ['cooperation', 'love', 'adventure'] as const;
export type StoryTheme = (typeof STORY_THEMES)[number];

export const SCENE_SETTINGS = ['hill', 'lighthouse', 'forest', 'library', 'river', 'moon', 'orchard', 'park'] as const;
export type SceneSetting = (typeof SCENE_SETTINGS)[number];
export const SCENE_COMPANIONS = ['fox', 'tortoise', 'robot', 'parrot', 'dragon', 'hedgehog'] as const;
export type SceneCompanion = (typeof SCENE_COMPANIONS)[number];
export const SCENE_OBJECTS = ['lantern', 'string', 'map', 'whistle', 'compass', 'biscuits'] as const;
export type SceneObject = (typeof SCENE_OBJECTS)[number];
