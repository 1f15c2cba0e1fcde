import type { MediaItem } from '@common/schemas/media';
import { MEDIA_COPY } from './media-copy';

/** Where it was taken, marked when only the viewer (its uploader) sees it; null when there is none to show. */
export function placeText(item: Pick<MediaItem, 'location' | 'locationShared'>): string | null {
  if (!item.location) return null;
  return item.locationShared ? item.location : `${item.location} ${MEDIA_COPY.placeOnlyYou}`;
}
