// 'Exportar CSV': every log entry matching the admin's filters (company, event, dates, search), read a
// server page at a time, saved as a UTF-8 CSV with Spanish columns.
import { useMutation } from '@tanstack/react-query';
import { saveAs } from 'file-saver';

import type { CompanyScope } from '@/lib/company-scope';
import { buildDeliveryCsv, deliveryCsvFileName } from '@/lib/deliveries/delivery-csv';
import type { DeliveryFilters } from '@/lib/deliveries/delivery-log';
import { fetchAll } from '@/lib/query/fetch-all';

import { deliveryLogQuery } from './get-delivery-log';

export interface DeliveryExportInput {
  scope: CompanyScope;
  filters: DeliveryFilters;
  search: string;
  companies: { id: string; name: string }[];
  /** 'YYYY-MM-DD', for the file name when the range has no end. */
  today: string;
}

export async function exportDeliveryLog({ scope, filters, search, companies, today }: DeliveryExportInput) {
  const rows = await fetchAll((start, end) =>
    deliveryLogQuery(scope, filters, search)
      .order('occurred_at', { ascending: false })
      .order('id', { ascending: false })
      .range(start, end),
  );
  const names = new Map(companies.map((c) => [c.id, c.name]));
  saveAs(
    new Blob([buildDeliveryCsv(rows, (id) => names.get(id))], { type: 'text/csv;charset=utf-8' }),
    deliveryCsvFileName(filters.from, filters.to, today),
  );
  return rows.length;
}

export const useExportDeliveryLog = () =>
  useMutation({
    mutationFn: exportDeliveryLog,
    meta: {
      writes: [],
      successToast: {
        title: 'Bitácora exportada',
        description: (count) => `Se exportaron ${count as number} registros de entrega.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo exportar la bitácora de entregas.' },
    },
  });
