import { queryOptions } from '@tanstack/react-query';
import type {
  CoordinationSettings,
  RescheduleProposal,
  ScheduleAnalysis,
  ScheduleConflictsResponse,
} from '@common/schemas/smart-scheduling';
import { apiJson } from '../api';

/** Every week's analysis: its key is the prefix of scheduleAnalysisQuery, so invalidating it refreshes them all. */
export const scheduleAnalysesQuery = () => queryOptions<ScheduleAnalysis>({ queryKey: ['/api/ai/smart-schedule'] });

/** POST /api/ai/smart-schedule for the week of `date`: a query, so it runs on load and again when the date changes. */
export const scheduleAnalysisQuery = (date: string) =>
  queryOptions<ScheduleAnalysis>({
    queryKey: [...scheduleAnalysesQuery().queryKey, date],
    queryFn: () => apiJson<ScheduleAnalysis>('POST', '/api/ai/smart-schedule', { date, timeframe: 'week' }),
  });

/** GET /api/smart-scheduling/settings. */
export const coordinationSettingsQuery = () => queryOptions<CoordinationSettings>({ queryKey: ['/api/smart-scheduling/settings'] });

/** POST /api/ai/schedule-conflicts for an event not saved yet (the JSON of its request body). */
export const newEventConflictsQuery = (body: string | null) =>
  queryOptions<ScheduleConflictsResponse>({
    queryKey: ['/api/ai/schedule-conflicts', body],
    queryFn: () =>
      apiJson<ScheduleConflictsResponse>('POST', '/api/ai/schedule-conflicts', {
        newEvent: JSON.parse(body ?? '{}') as unknown,
        timeframe: 'week',
      }),
    enabled: body !== null,
  });

/** GET /api/smart-scheduling/proposals: moves of an event waiting for the other parent's answer. */
export const rescheduleProposalsQuery = () => queryOptions<RescheduleProposal[]>({ queryKey: ['/api/smart-scheduling/proposals'] });
