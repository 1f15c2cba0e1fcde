import { queryOptions } from '@tanstack/react-query';
import type { FittedTip, Game, PlaySession, SavedStory } from '@common/schemas/learning';

/** GET /api/learning/games: the shipped game catalogue. */
export const gamesQuery = () => queryOptions<Game[]>({ queryKey: ['/api/learning/games'] });
/** GET /api/learning/play-history: the family's finished games, newest first. */
export const playHistoryQuery = () => queryOptions<PlaySession[]>({ queryKey: ['/api/learning/play-history'] });
/** GET /api/learning/stories: the family's story library. */
export const storiesQuery = () => queryOptions<SavedStory[]>({ queryKey: ['/api/learning/stories'] });
/** GET /api/learning/tips: tips fitted to the family, with the parent's own reminders. */
export const tipsQuery = () => queryOptions<FittedTip[]>({ queryKey: ['/api/learning/tips'] });
