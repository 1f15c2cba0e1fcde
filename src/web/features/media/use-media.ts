import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_FILE_FIELD, MEDIA_LOCATION_FIELD, MEDIA_PEOPLE_FIELD, type MediaLocationChoice } from '@common/media-rules';
import type { MediaItem } from '@common/schemas/media';
import { apiJson, HttpError } from '@/lib/api';

export const MEDIA_KEY = ['/api/family-media'] as const;

export function useMediaLibrary() {
  return useQuery<MediaItem[]>({ queryKey: MEDIA_KEY });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<undefined>('DELETE', `/api/family-media/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/**
 * Uploads one file with XMLHttpRequest, the only browser API that reports upload progress.
 * Errors carry the same 'status: body' message as the rest of the API client.
 */
export function uploadMediaFile(
  file: File,
  people: string,
  keepLocation: MediaLocationChoice,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    // The names and the location choice come first: the server reads the file as a stream.
    if (people.trim()) body.append(MEDIA_PEOPLE_FIELD, people);
    if (keepLocation !== 'no') body.append(MEDIA_LOCATION_FIELD, keepLocation);
    body.append(MEDIA_FILE_FIELD, file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/family-media');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as MediaItem);
      } else {
        reject(new HttpError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
