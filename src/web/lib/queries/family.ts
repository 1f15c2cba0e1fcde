import { queryOptions } from '@tanstack/react-query';
import type { Family } from '@common/schemas/family';

/** GET /api/family: the family, its members and pending invitations. */
export const familyQuery = () => queryOptions<Family>({ queryKey: ['/api/family'] });
