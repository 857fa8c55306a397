// Admin 'Auditoría': the append-only trail of every write made through the API (who, when, what, which
// row, what changed), newest first, filtered by the header company, the user and a date range. Read-only.
import { ScrollText } from 'lucide-react';
import * as React from 'react';

import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { LogScreen } from '@/components/log/log-screen';
import { useSectionTable } from '@/components/section/list-section';
import { noMatches } from '@/components/section/section-table';
import type { CompanyScope } from '@/lib/company-scope';

import { DEFAULT_AUDIT_SORT, useAuditPage } from '../api/get-audit-page';
import { useAuditFilters } from '../utils/audit-filters';
import { auditColumns } from './audit-columns';

const texts = {
  title: 'Auditoría',
  subtitle: 'Registro de cada cambio hecho en el portal: quién, cuándo, qué registro y qué cambió.',
  table: 'Bitácora de auditoría',
  search: 'Buscar por usuario',
  searchPlaceholder: 'Correo del usuario...',
  loading: 'Cargando bitácora...',
  error: { title: 'Error', description: 'No se pudo cargar la bitácora de auditoría.' },
  empty: {
    icon: ScrollText,
    title: 'Sin movimientos',
    description: 'Aún no hay cambios registrados para esta selección.',
  },
  noMatches: noMatches('Prueba con otro usuario o fechas.'),
};

interface AuditLogProps {
  companyId: CompanyScope;
  companies: { id: string; name: string }[];
}

export function AuditLog({ companyId, companies }: AuditLogProps) {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_AUDIT_SORT });
  const [filters, setFilters] = useAuditFilters();
  const entries = useAuditPage(companyId, filters, params);
  const columns = React.useMemo(
    () => auditColumns((id) => companies.find((c) => c.id === id)?.name),
    [companies],
  );

  return (
    <LogScreen
      {...table}
      id="admin-audit-title"
      columns={columns}
      query={entries}
      filtered={filters.from !== '' || filters.to !== ''}
      filters={<DateRangeFilter id="audit" value={filters} onChange={setFilters} />}
    />
  );
}
