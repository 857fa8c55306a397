// Admin 'Documentos (REPSE) › Entregas': the proof-of-delivery log of every company (or the one chosen in
// the header), filtered by event, dates and a search, and 'Exportar CSV' of everything matching.
import { FileSpreadsheet, ReceiptText, SearchX } from 'lucide-react';
import * as React from 'react';

import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { LogScreen } from '@/components/log/log-screen';
import { useSectionTable } from '@/components/section/list-section';
import type { CompanyScope } from '@/lib/company-scope';
import { ALL_EVENTS } from '@/lib/deliveries/delivery-log';

import { useExportDeliveryLog } from '../../api/export-delivery-log';
import { DEFAULT_DELIVERY_SORT, useDeliveryLogPage } from '../../api/get-delivery-log';
import { todayInMexico } from '../../utils/periods';
import { deliveryColumns } from './delivery-columns';
import { EventFilter } from './event-filter';
import { useDeliveryFilters } from './use-delivery-filters';

export const adminDeliveryTexts = {
  title: 'Entregas',
  subtitle:
    'Bitácora inalterable de cada publicación a una empresa y de la primera apertura y descarga de cada usuario del cliente.',
  table: 'Bitácora de entregas',
  search: 'Buscar en la bitácora',
  searchPlaceholder: 'Documento o correo...',
  loading: 'Cargando bitácora de entregas...',
  error: { title: 'Error', description: 'No se pudo cargar la constancia de entregas.' },
  empty: {
    icon: ReceiptText,
    title: 'Sin Entregas Registradas',
    description: 'Cuando se publiquen documentos o resultados, aparecerán aquí.',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron entregas',
    description: 'Prueba con otra búsqueda, evento o fechas.',
  },
} as const;

interface AdminDeliveryLogProps {
  companyId: CompanyScope;
  companies: { id: string; name: string }[];
}

export function AdminDeliveryLog({ companyId, companies }: AdminDeliveryLogProps) {
  const { params, table } = useSectionTable(adminDeliveryTexts, { sort: DEFAULT_DELIVERY_SORT });
  const [filters, setFilters] = useDeliveryFilters();
  const entries = useDeliveryLogPage(companyId, filters, params);
  const exporter = useExportDeliveryLog();
  const columns = React.useMemo(
    () => deliveryColumns((id) => companies.find((c) => c.id === id)?.name),
    [companies],
  );
  const runExport = () =>
    exporter.mutate({ scope: companyId, filters, search: params.search, companies, today: todayInMexico() });

  return (
    <LogScreen
      {...table}
      id="admin-deliveries-title"
      exporter={{ onExport: runExport, pending: exporter.isPending, icon: FileSpreadsheet }}
      columns={columns}
      query={entries}
      filtered={filters.event !== ALL_EVENTS || filters.from !== '' || filters.to !== ''}
      filters={
        <>
          <EventFilter value={filters.event} onChange={(event) => setFilters({ event })} />
          <DateRangeFilter id="deliveries" value={filters} onChange={setFilters} />
        </>
      }
    />
  );
}
