// Admin 'Auditoría': the append-only trail of every write made through the API (who, when, which record
// as the screens name it, what changed), newest first, filtered by the header company, the user and a date
// range. Read-only; ids and the stored change are in each entry's detail.
import { FileSearch, ScrollText } from 'lucide-react';
import * as React from 'react';

import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { LogScreen } from '@/components/log/log-screen';
import { useSectionTable } from '@/components/section/list-section';
import { noMatches } from '@/components/section/section-table';
import { Button } from '@/components/ui/button';
import type { CompanyScope } from '@/lib/company-scope';

import { useAuditNames } from '../api/get-audit-names';
import { DEFAULT_AUDIT_SORT, useAuditPage, type AuditEntry } from '../api/get-audit-page';
import { useAuditFilters } from '../utils/audit-filters';
import { AuditNames } from '../utils/audit-names';
import { recordLabel } from '../utils/audit-record';
import { auditColumns } from './audit-columns';
import { AuditDetailDialog, detailTexts } from './audit-detail-dialog';

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
    title: 'Sin Movimientos',
    description: 'Aún no hay cambios registrados para esta selección.',
  },
  noMatches: noMatches('Prueba con otro usuario o fechas.'),
};

const NO_ROWS: AuditEntry[] = [];

interface AuditLogProps {
  companyId: CompanyScope;
  companies: { id: string; name: string }[];
}

export function AuditLog({ companyId, companies }: AuditLogProps) {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_AUDIT_SORT });
  const [filters, setFilters] = useAuditFilters();
  const entries = useAuditPage(companyId, filters, params);
  const lookup = useAuditNames(entries.data?.rows ?? NO_ROWS);
  // The header's companies are known already; until the rest arrive an unknown reference reads as
  // pending, not as removed.
  const known = React.useMemo(() => new AuditNames(false).add('companies', companies), [companies]);
  const names = React.useMemo(() => known.with(lookup.data), [known, lookup.data]);
  const [detail, setDetail] = React.useState<AuditEntry | null>(null);
  const columns = React.useMemo(
    () => auditColumns((id) => companies.find((c) => c.id === id)?.name, names),
    [companies, names],
  );
  const rowActions = React.useCallback(
    (entry: AuditEntry) => (
      <Button
        variant="outline"
        size="sm"
        onClick={() => setDetail(entry)}
        aria-label={detailTexts.open(recordLabel(entry, names))}
      >
        <FileSearch aria-hidden="true" />
        Detalle
      </Button>
    ),
    [names],
  );

  return (
    <>
      <LogScreen
        {...table}
        id="admin-audit-title"
        columns={columns}
        query={entries}
        filtered={filters.from !== '' || filters.to !== ''}
        filters={<DateRangeFilter id="audit" value={filters} onChange={setFilters} />}
        rowActions={rowActions}
      />
      <AuditDetailDialog entry={detail} names={names} onOpenChange={(open) => !open && setDetail(null)} />
    </>
  );
}
