import type { TableParams } from '@/components/data-table/table-params';

export const billingKeys = {
  all: ['billing'] as const,
  invoices: (companyId: string, params: TableParams) =>
    [...billingKeys.all, 'invoices', companyId, params] as const,
};
