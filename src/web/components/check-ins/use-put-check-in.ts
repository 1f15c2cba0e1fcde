import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeCheckIns, PutCheckInRequest } from '@common/schemas/check-ins';
import { apiJson } from '@/lib/api';
import { checkInsQuery } from '@/lib/queries/check-ins';
import { insightsKey } from '@/lib/queries/insights';

/** PUT /api/check-ins; every check-in query and the insights refresh after it (the co-parent's through realtime). */
export function usePutCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutCheckInRequest) => apiJson<ExchangeCheckIns>('PUT', '/api/check-ins', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: checkInsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: insightsKey().queryKey });
    },
  });
}
