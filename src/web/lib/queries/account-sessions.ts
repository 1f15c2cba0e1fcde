import { queryOptions } from '@tanstack/react-query';
import type { AccountSession } from '@common/schemas/account';

/** GET /api/auth/sessions: the account's signed-in browsers. */
export const accountSessionsQuery = () => queryOptions<AccountSession[]>({ queryKey: ['/api/auth/sessions'] });
