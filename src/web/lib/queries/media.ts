import { queryOptions } from '@tanstack/react-query';
import type { MediaItem } from '@common/schemas/media';

/** GET /api/family-media: the family's library. */
export const mediaQuery = () => queryOptions<MediaItem[]>({ queryKey: ['/api/family-media'] });
