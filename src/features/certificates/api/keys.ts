import type { LinkedPageParams } from '@/lib/linked-item';
import type { TableParams } from '@/lib/query/table-params';

import type { CertificateFilters } from '../utils/certificate-filters';
import type { ProgressFilters } from '../utils/progress-filters';

export const certificateKeys = {
  all: ['certificates'] as const,
  mine: (profileId: string, params: LinkedPageParams) =>
    [...certificateKeys.all, 'mine', profileId, params] as const,
  page: (filters: CertificateFilters, params: TableParams) =>
    [...certificateKeys.all, 'page', filters, params] as const,
  company: (companyId: string, params: TableParams) =>
    [...certificateKeys.all, 'company', companyId, params] as const,
  verify: (code: string) => [...certificateKeys.all, 'verify', code] as const,
  progress: (filters: ProgressFilters, params: TableParams) =>
    [...certificateKeys.all, 'progress', filters, params] as const,
  progressSummary: (filters: ProgressFilters) =>
    [...certificateKeys.all, 'progress-summary', filters] as const,
  courses: () => [...certificateKeys.all, 'courses'] as const,
};
