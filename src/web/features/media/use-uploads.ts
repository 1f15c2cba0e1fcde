import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_MESSAGES, type MediaLocationChoice } from '@common/media-rules';
import type { MediaItem } from '@common/schemas/media';
import { errorMessage } from '@/lib/api';
import { mediaQuery } from '@/lib/queries/media';
import { uploadMediaFile } from './use-media';

export interface UploadState {
  id: number;
  name: string;
  size: number;
  /** 0 to 1 of the bytes sent. */
  progress: number;
  status: 'uploading' | 'analysing' | 'done' | 'failed';
  item?: MediaItem;
  error?: string;
}

/** Browsers leave the type empty for some containers (MKV); the server decides from the bytes then. */
const looksLikeMedia = (file: File): boolean => file.type === '' || file.type.startsWith('image/') || file.type.startsWith('video/');

/** The uploads of this visit, newest first, each with its own progress, result or error. */
export function useUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const nextId = useRef(1);
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const start = useCallback(
    (files: File[], people: string, keepLocation: MediaLocationChoice = 'no') => {
      const update = (id: number, change: Partial<UploadState>) =>
        setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
      for (const file of files) {
        const id = nextId.current++;
        const base: UploadState = { id, name: file.name, size: file.size, progress: 0, status: 'uploading' };
        if (!looksLikeMedia(file)) {
          setUploads((list) => [{ ...base, status: 'failed', error: MEDIA_MESSAGES.wrongType }, ...list]);
          continue;
        }
        setUploads((list) => [base, ...list]);
        const controller = new AbortController();
        controllers.current.add(controller);
        uploadMediaFile(
          file,
          people,
          keepLocation,
          (fraction) => update(id, { progress: fraction, ...(fraction >= 1 ? { status: 'analysing' } : {}) }),
          controller.signal,
        )
          .then((item) => {
            update(id, { status: 'done', progress: 1, item });
            void queryClient.invalidateQueries({ queryKey: mediaQuery().queryKey });
          })
          .catch((error: unknown) => update(id, { status: 'failed', error: errorMessage(error) }))
          .finally(() => controllers.current.delete(controller));
      }
    },
    [queryClient],
  );

  return { uploads, start };
}
