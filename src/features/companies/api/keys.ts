import type { TableParams } from '@/lib/query/table-params';

export const companyKeys = {
  all: ['companies'] as const,
  options: () => [...companyKeys.all, 'options'] as const,
  page: (params: TableParams) => [...companyKeys.all, 'page', params] as const,
  dependents: (id: string) => [...companyKeys.all, 'dependents', id] as const,
};
