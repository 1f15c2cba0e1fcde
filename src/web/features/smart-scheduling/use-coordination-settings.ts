import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoordinationSettings, UpdateCoordinationSettings } from '@common/schemas/smart-scheduling';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { coordinationSettingsQuery, scheduleAnalysesQuery } from '@/lib/queries/smart-scheduling';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';

/** The family's coordination settings, and a change of them (the week is analysed again with the new buffer). */
export function useCoordinationSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery(coordinationSettingsQuery());
  const update = useMutation({
    mutationFn: (change: UpdateCoordinationSettings) => apiJson<CoordinationSettings>('PATCH', '/api/smart-scheduling/settings', change),
    onSuccess: async (saved) => {
      queryClient.setQueryData(coordinationSettingsQuery().queryKey, saved);
      toast({ title: COPY.settingsSaved });
      await queryClient.invalidateQueries({ queryKey: scheduleAnalysesQuery().queryKey });
    },
    onError: (error) => toast({ title: COPY.fixFailed, description: errorMessage(error), variant: 'destructive' }),
  });
  return { settings, update };
}
