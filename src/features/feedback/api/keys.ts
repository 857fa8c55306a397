import type { CompanyScope } from '@/lib/company-scope';
import type { TableParams } from '@/lib/query/table-params';

import type { FeedbackFilters } from '../utils/feedback-filters';

export const feedbackKeys = {
  all: ['feedback'] as const,
  page: (scope: CompanyScope, filters: FeedbackFilters, params: TableParams) =>
    [...feedbackKeys.all, 'page', scope, filters, params] as const,
  stats: (scope: CompanyScope, filters: FeedbackFilters) =>
    [...feedbackKeys.all, 'stats', scope, filters] as const,
  company: (companyId: string) => [...feedbackKeys.all, 'company', companyId] as const,
};
