import { queryOptions, type Query } from '@tanstack/react-query';
import type { TimelineEntry } from '@common/schemas/timeline';
import { childrenQuery } from './children';

const TIMELINE = 'timeline';

/** GET /api/children/:childId/timeline. */
export const timelineQuery = (childId: string) =>
  queryOptions<TimelineEntry[]>({ queryKey: [...childrenQuery().queryKey, childId, TIMELINE] });

/** Matches every child's timeline query (an edit may move an entry to another child). */
export const isTimelineQuery = (query: Pick<Query, 'queryKey'>): boolean =>
  query.queryKey[0] === childrenQuery().queryKey[0] && query.queryKey[2] === TIMELINE;
