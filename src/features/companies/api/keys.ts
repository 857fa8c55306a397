import type { TableParams } from '@/components/data-table/table-params';

export const companyKeys = {
  all: ['companies'] as const,
  options: () => [...companyKeys.all, 'options'] as const,
  page: (params: TableParams) => [...companyKeys.all, 'page', params] as const,
  dependents: (id: string) => [...companyKeys.all, 'dependents', id] as const,
};
