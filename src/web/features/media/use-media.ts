import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_FILE_FIELD, MEDIA_LOCATION_FIELD, MEDIA_PEOPLE_FIELD, type MediaLocationChoice } from '@common/media-rules';
import type { MediaItem } from '@common/schemas/media';
import { apiJson } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';
import { mediaQuery } from '@/lib/queries/media';

export function useMediaLibrary() {
  return useQuery(mediaQuery());
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<undefined>('DELETE', `/api/family-media/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaQuery().queryKey }),
  });
}

/** Uploads one file to the library; the names and the location choice go first (the server streams the file). */
export function uploadMediaFile(
  file: File,
  people: string,
  keepLocation: MediaLocationChoice,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  const fields: Record<string, string> = {};
  if (people.trim()) fields[MEDIA_PEOPLE_FIELD] = people;
  if (keepLocation !== 'no') fields[MEDIA_LOCATION_FIELD] = keepLocation;
  return apiUpload<MediaItem>('/api/family-media', file, onProgress, { fields, fileField: MEDIA_FILE_FIELD, signal });
}
