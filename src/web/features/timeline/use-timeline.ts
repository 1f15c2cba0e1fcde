import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateTimelineEntryRequest, TimelineEntry, UpdateTimelineEntryRequest } from '@common/schemas/timeline';
import { TIMELINE_PHOTO_FIELD } from '@common/timeline-rules';
import { apiJson } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';
import { childrenQuery } from '@/lib/queries/children';
import { isTimelineQuery, timelineQuery } from '@/lib/queries/timeline';
import { voiceRecordingsQuery } from '@/lib/queries/voice';
import { selectedChild } from './use-selected-child';

export function useTimeline(childId: string | null) {
  return useQuery({ ...timelineQuery(childId ?? ''), enabled: childId !== null });
}

/**
 * The timeline the screen opens on (the child in the address, else the first) and its voice journal recordings,
 * loaded before it first draws: a recording's player arriving after the entries pushed every entry below it down.
 */
export async function prefetchOpeningTimeline(client: QueryClient): Promise<void> {
  const child = selectedChild(await client.ensureQueryData(childrenQuery()), window.location.search);
  if (child) await Promise.all([client.prefetchQuery(timelineQuery(child.id)), client.prefetchQuery(voiceRecordingsQuery(child.id))]);
}

const uploadPhoto = (entryId: string, photo: File): Promise<TimelineEntry> =>
  apiUpload<TimelineEntry>(`/api/timeline/${encodeURIComponent(entryId)}/photo`, photo, undefined, { fileField: TIMELINE_PHOTO_FIELD });

/** Thrown when the entry was saved but its photo was not, so the form can offer to retry the photo. */
export class PhotoNotSavedError extends Error {
  constructor(
    readonly entry: TimelineEntry,
    override readonly cause: unknown,
  ) {
    super('photo not saved');
  }
}

export interface SaveEntryInput {
  /** Absent to add a new entry. */
  id?: string;
  fields: CreateTimelineEntryRequest & UpdateTimelineEntryRequest;
  photo?: File;
  removePhoto?: boolean;
}

/** Adds or edits an entry, then uploads (or removes) its photo; the child's timeline refreshes either way. */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields, photo, removePhoto }: SaveEntryInput): Promise<TimelineEntry> => {
      let entry = id
        ? await apiJson<TimelineEntry>('PATCH', `/api/timeline/${encodeURIComponent(id)}`, fields)
        : await apiJson<TimelineEntry>('POST', '/api/timeline', fields);
      if (removePhoto && !photo && entry.photoUrl) {
        entry = await apiJson<TimelineEntry>('DELETE', `/api/timeline/${encodeURIComponent(entry.id)}/photo`);
      }
      if (!photo) return entry;
      try {
        return await uploadPhoto(entry.id, photo);
      } catch (error) {
        throw new PhotoNotSavedError(entry, error);
      }
    },
    // An edit may move the entry to another child: every loaded timeline refreshes.
    onSettled: () => queryClient.invalidateQueries({ predicate: isTimelineQuery }),
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TimelineEntry) => apiJson<undefined>('DELETE', `/api/timeline/${encodeURIComponent(entry.id)}`),
    onSuccess: (_data, entry) => queryClient.invalidateQueries({ queryKey: timelineQuery(entry.childId).queryKey }),
  });
}
