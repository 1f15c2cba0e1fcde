import { queryOptions } from '@tanstack/react-query';
import type { ChildRemovalRequest } from '@common/schemas/child-removal';
import type { Child } from '@common/schemas/children';

/** GET /api/children; its key is also the prefix of each child's timeline. */
export const childrenQuery = () => queryOptions<Child[]>({ queryKey: ['/api/children'] });

/** GET /api/children/removal-requests: the pending requests to remove a child. */
export const childRemovalRequestsQuery = () => queryOptions<ChildRemovalRequest[]>({ queryKey: ['/api/children/removal-requests'] });
