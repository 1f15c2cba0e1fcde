import { queryOptions } from '@tanstack/react-query';
import type { SwapRequest } from '@common/schemas/custody';

/** GET /api/swap-requests. */
export const swapRequestsQuery = () => queryOptions<SwapRequest[]>({ queryKey: ['/api/swap-requests'] });
