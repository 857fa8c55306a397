// Client tab 'REPSE', below the documents: 'Constancia de Entregas', the company's own proof-of-delivery
// log (when each document or result was published to it and when each of its users first opened or
// downloaded it, with the file's SHA-256), newest first, paged on the server.
import { ReceiptText, SearchX } from 'lucide-react';

import { LogScreen } from '@/components/log/log-screen';
import { useSectionTable } from '@/components/section/list-section';
import { ALL_EVENTS } from '@/lib/deliveries/delivery-log';

import { DEFAULT_DELIVERY_SORT, useDeliveryLogPage } from '../../api/get-delivery-log';
import { deliveryColumns } from './delivery-columns';
import { EventFilter } from './event-filter';
import { useDeliveryFilters } from './use-delivery-filters';

export const clientDeliveryTexts = {
  title: 'Constancia de Entregas',
  subtitle:
    'Cuándo se publicó cada documento para tu empresa y cuándo lo abrió o descargó cada usuario, con la huella SHA-256 del archivo.',
  table: 'Constancia de Entregas',
  search: 'Buscar en la constancia',
  searchPlaceholder: 'Documento o correo...',
  loading: 'Cargando constancia de entregas...',
  error: { title: 'Error', description: 'No se pudo cargar la constancia de entregas.' },
  empty: {
    icon: ReceiptText,
    title: 'Sin Entregas Registradas',
    description: 'Cuando se publiquen documentos para tu empresa, aparecerán aquí.',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron entregas',
    description: 'Prueba con otra búsqueda o cambia el filtro de evento.',
  },
} as const;

const columns = deliveryColumns();

export function ClientDeliveryLog({ companyId }: { companyId: string }) {
  const { params, table } = useSectionTable(clientDeliveryTexts, { sort: DEFAULT_DELIVERY_SORT });
  const [filters, setFilters] = useDeliveryFilters();
  const entries = useDeliveryLogPage(companyId, filters, params);

  return (
    <LogScreen
      {...table}
      id="client-deliveries-title"
      columns={columns}
      query={entries}
      filtered={filters.event !== ALL_EVENTS}
      filters={<EventFilter value={filters.event} onChange={(event) => setFilters({ event })} />}
    />
  );
}
