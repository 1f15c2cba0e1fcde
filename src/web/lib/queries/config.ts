import { queryOptions } from '@tanstack/react-query';
import type { AppConfig } from '@common/schemas/config';

/** GET /api/config: what this installation offers. */
export const appConfigQuery = () => queryOptions<AppConfig>({ queryKey: ['/api/config'] });
