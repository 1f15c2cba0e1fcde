import { queryOptions } from '@tanstack/react-query';
import type { GettingStarted } from '@common/schemas/getting-started';

/**
 * GET /api/getting-started: the dashboard's checklist. Its steps are done on other screens (and by the
 * co-parent), so it is fetched again each time the dashboard shows it, rather than invalidated by every write.
 */
export const gettingStartedQuery = () => queryOptions<GettingStarted>({ queryKey: ['/api/getting-started'], refetchOnMount: 'always' });
