import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportBody } from '@platform/shared/reports/reports.schemas';
import { useIndicators } from '../../app/session/page-data';
import { reportKeys, reportsApi } from './reports.api';

/** One page of the reports the caller may read, matching `q`; the page shown stays while the next one loads. */
export function useReportList(page: number, q: string) {
  return useQuery({
    queryKey: reportKeys.list(page, q),
    queryFn: ({ signal }) => reportsApi.list({ page, ...(q ? { q } : {}) }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReport(id: number | null) {
  return useQuery({ queryKey: reportKeys.report(id ?? 0), queryFn: async () => (await reportsApi.show(id ?? 0)).report, enabled: id !== null });
}

/** A saved page with its parts' figures, as the report shows them (its period range and default tags). */
export function useReportPage(reportId: number | null, pageId: number | null) {
  return useQuery({
    queryKey: reportKeys.page(reportId ?? 0, pageId ?? 0),
    queryFn: async ({ signal }) => (await reportsApi.page(reportId ?? 0, pageId ?? 0, signal)).page,
    enabled: reportId !== null && pageId !== null,
    placeholderData: keepPreviousData,
    // The preview says it could not read the figures; the builder stays.
    meta: { handlesErrors: true },
  });
}

/** An indicator's figures for the years and node given, for a part not saved yet (the saved ones come with their page). */
export function usePreviewIndicator(key: string | null, columns: readonly string[], data: readonly string[]) {
  return useQuery({
    queryKey: reportKeys.indicator(key ?? '', columns, data),
    queryFn: async ({ signal }) => (await reportsApi.indicator(key ?? '', { columns: [...columns], data: [...data] }, signal)).indicator,
    enabled: key !== null && key !== '',
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}

/** The indicators a part may show: at once from the list the page came with, then brought up to date. */
export function useReportIndicators() {
  const preloaded = useIndicators();
  return useQuery({ queryKey: reportKeys.indicators(), queryFn: reportsApi.indicators, placeholderData: preloaded, staleTime: 60_000 });
}

/** The client's tag trees, for the default tags; said beside the fields when they cannot be read. */
export function useReportTags() {
  return useQuery({ queryKey: reportKeys.tags(), queryFn: async () => (await reportsApi.tags()).tags, staleTime: 5 * 60_000, meta: { handlesErrors: true } });
}

/** Users of the client matching `q`, to share a report with; the dialog says so when the caller may not list them. */
export function useShareCandidates(q: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.users(q),
    queryFn: async ({ signal }) => (await reportsApi.users({ q: q || undefined, per_page: 50, sort: 'email', direction: 'asc' }, signal)).users,
    enabled,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/** Keeps a report's answer in the cache and has every list read again. */
function useKeepReport() {
  const queryClient = useQueryClient();
  return (report: Report) => {
    queryClient.setQueryData(reportKeys.report(report.id), report);
    void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
  };
}

/** POST (no id) or PUT (carrying the `updated_at` it was read with): the builder shows 409 and 422 itself. */
export function useSaveReport() {
  const keep = useKeepReport();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ReportBody }) => (id === null ? await reportsApi.create(body) : await reportsApi.update(id, body)).report,
    meta: { handlesErrors: true },
    onSuccess: (report) => {
      keep(report);
      // Figures of its pages follow its period, tags and copy.
      void queryClient.invalidateQueries({ queryKey: reportKeys.report(report.id), predicate: (query) => query.queryKey.length > 3 });
    },
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await reportsApi.remove(id);
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: reportKeys.report(id) });
      void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}

export function useDuplicateReport() {
  const keep = useKeepReport();
  return useMutation({ mutationFn: async (id: number) => (await reportsApi.duplicate(id)).report, onSuccess: keep });
}

export function useShareReport() {
  const keep = useKeepReport();
  return useMutation({ mutationFn: async ({ id, userIds }: { id: number; userIds: number[] }) => (await reportsApi.share(id, userIds)).report, onSuccess: keep });
}

export function usePublishReport() {
  const keep = useKeepReport();
  return useMutation({
    mutationFn: async ({ id, publicSummary }: { id: number; publicSummary: boolean }) => (await reportsApi.publish(id, publicSummary)).report,
    onSuccess: keep,
  });
}

export function useRefreshReport() {
  const keep = useKeepReport();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => reportsApi.refresh(id),
    onSuccess: ({ report }) => {
      keep(report);
      void queryClient.invalidateQueries({ queryKey: reportKeys.report(report.id), predicate: (query) => query.queryKey.length > 3 });
    },
  });
}
