import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLegalDocumentRequest,
  GenerateReportRequest,
  LegalDocument,
  LegalReport,
  LegalStatus,
  ReportLocaleRequest,
  ReportLocaleResponse,
} from '@common/schemas/legal';
import { apiJson } from '@/lib/api';
import { legalDocumentsQuery, reportLocaleQuery } from '@/lib/queries/legal';

export function useLegalDocuments() {
  return useQuery(legalDocumentsQuery());
}

export function useCreateLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLegalDocumentRequest) => apiJson<LegalDocument>('POST', '/api/legal-documents', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalDocumentsQuery().queryKey }),
  });
}

export function useSetLegalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LegalStatus }) =>
      apiJson<LegalDocument>('PATCH', `/api/legal-documents/${encodeURIComponent(id)}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: legalDocumentsQuery().queryKey }),
  });
}

export function useDeleteLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/legal-documents/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: legalDocumentsQuery().queryKey }),
  });
}

/** Generates a report; with a documentId the report is attached to that document, so the list refreshes. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateReportRequest) => apiJson<LegalReport>('POST', '/api/legal-documents/generate-report', body),
    onSuccess: async (report) => {
      if (report.documentId) await queryClient.invalidateQueries({ queryKey: legalDocumentsQuery().queryKey });
    },
  });
}

/** How dates read in the family's reports. */
export function useReportLocale() {
  return useQuery(reportLocaleQuery());
}

export function useSetReportLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportLocaleRequest) => apiJson<ReportLocaleResponse>('PATCH', '/api/family/report-locale', body),
    onSuccess: (data) => queryClient.setQueryData(reportLocaleQuery().queryKey, data),
  });
}
