import { queryOptions } from '@tanstack/react-query';
import type { CommunicationSummary, MessageAnalysis } from '@common/schemas/smart-communication';

/** GET /api/smart-communication/analyses: the parent's stored analyses. */
export const messageAnalysesQuery = () => queryOptions<MessageAnalysis[]>({ queryKey: ['/api/smart-communication/analyses'] });

/** GET /api/smart-communication/insights. */
export const communicationInsightsQuery = () => queryOptions<CommunicationSummary>({ queryKey: ['/api/smart-communication/insights'] });
