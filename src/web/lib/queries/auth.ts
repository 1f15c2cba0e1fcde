import { queryOptions } from '@tanstack/react-query';
import type { User } from '@common/schemas/auth';

/** GET /api/auth/user: the user, or null when signed out (the default load's 401 as null); no retry, as every query (SPEC.md section 7). */
export const authUserQuery = () => queryOptions<User | null>({ queryKey: ['/api/auth/user'], meta: { on401: 'returnNull' } });
