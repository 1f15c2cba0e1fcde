import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { voiceRecordingsQuery } from '@/lib/queries/voice';

/**
 * The voice journal recordings on a child's timeline, by entry id. They are read again whenever the timeline is
 * (an entry shared, made private or deleted changes who may play its recording).
 */
export function useEntryRecordings(childId: string | null, timelineUpdatedAt: number): Map<string, string> {
  const queryClient = useQueryClient();
  const recordings = useQuery({ ...voiceRecordingsQuery(childId ?? ''), enabled: childId !== null });
  const readAt = recordings.dataUpdatedAt;
  useEffect(() => {
    if (childId && readAt && readAt < timelineUpdatedAt)
      void queryClient.invalidateQueries({ queryKey: voiceRecordingsQuery(childId).queryKey });
  }, [childId, readAt, timelineUpdatedAt, queryClient]);
  return useMemo(() => new Map((recordings.data ?? []).map((r) => [r.entryId, r.audioUrl])), [recordings.data]);
}
