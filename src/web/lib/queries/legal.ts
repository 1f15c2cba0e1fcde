import { queryOptions } from '@tanstack/react-query';
import type { LegalDocument, ReportLocaleResponse } from '@common/schemas/legal';

/** GET /api/legal-documents. */
export const legalDocumentsQuery = () => queryOptions<LegalDocument[]>({ queryKey: ['/api/legal-documents'] });

/** GET /api/family/report-locale: how dates read in the family's reports. */
export const reportLocaleQuery = () => queryOptions<ReportLocaleResponse>({ queryKey: ['/api/family/report-locale'] });
