import { queryOptions } from '@tanstack/react-query';
import type { User } from '@common/schemas/auth';
import { getQueryFn } from '../query-fn';

/** GET /api/auth/user: the user, or null when signed out (401); no retry (SPEC.md section 7). */
export const authUserQuery = () =>
  queryOptions<User | null>({
    queryKey: ['/api/auth/user'],
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    retry: false,
  });
