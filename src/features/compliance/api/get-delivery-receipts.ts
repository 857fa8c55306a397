// One page of the delivery receipts ('Acuses de Entrega'), newest first: the client's own company's (RLS
// also decides) or, for an admin, the selected company's or all; searched by code or company. The entries
// stay on the server until a receipt is downloaded.
import { useQuery } from '@tanstack/react-query';

import type { CompanyScope } from '@/lib/company-scope';
import { orderByTime, scopedPageQuery, type PageRow } from '@/lib/query/paged-list';
import type { TableParams } from '@/lib/query/table-params';

import { complianceKeys } from './keys';

export const RECEIPT_COLUMNS =
  'id, code, company_id, company_name, month, issued_at, issued_by_name, fingerprint';
export const DEFAULT_RECEIPT_SORT = { id: 'issued_at', desc: true } as const;

export const receiptListErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar los acuses de entrega.',
} as const;

export const deliveryReceiptsQuery = scopedPageQuery({
  from: 'delivery_receipts',
  columns: RECEIPT_COLUMNS,
  key: (scope, params) => [...complianceKeys.receipts(), 'page', scope, params] as const,
  search: ['code', 'company_name'],
  sorts: ['issued_at'],
  defaultSort: DEFAULT_RECEIPT_SORT,
  order: orderByTime('issued_at'),
  meta: { reads: ['delivery_receipts'], errorToast: receiptListErrorTexts },
});

export type DeliveryReceipt = PageRow<typeof deliveryReceiptsQuery>;

export const useDeliveryReceipts = (scope: CompanyScope, params: TableParams) =>
  useQuery(deliveryReceiptsQuery(scope, params));
