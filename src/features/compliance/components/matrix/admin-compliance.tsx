// Admin 'Cumplimiento': every company's completeness month by month (periods that end in each month, with
// counts), filtered by range, status and the admin's company selector; a cell opens its detail, each row
// links to the company's account, months and companies have their ZIP; beside it, what expires soon.
import { Building2 } from 'lucide-react';
import * as React from 'react';

import { PageSection } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';
import { ZipProgress } from '@/components/zip-progress';
import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';

import { useEvidenceZip } from '../../hooks/use-evidence-zip';
import { useMatrixFilters } from '../../hooks/use-matrix-filters';
import { useMatrixInput } from '../../hooks/use-matrix-input';
import { CellDialog } from './cell-dialog';
import { CompanyMatrix } from './company-matrix';
import { companyRowFiles, monthColumnFiles, rangeTag, zipName } from './evidence-files';
import { ExpiringList } from './expiring-list';
import { MatrixFilters } from './matrix-filters';
import { companyRows, filterRows, type MatrixCompany } from './matrix-model';
import { longMonth } from './month-label';
import { StatusLegend } from './status-light';

export const complianceTexts = {
  title: 'Cumplimiento por Periodo',
  description: 'Documentos entregados, pendientes y atrasados de cada empresa por mes.',
  loading: 'Cargando cumplimiento...',
  errorTitle: 'Error al cargar',
  error: 'No se pudo cargar el estado de cumplimiento.',
  empty: {
    icon: Building2,
    title: 'Sin Empresas',
    description: 'Ninguna empresa coincide con los filtros seleccionados.',
  },
} as const;

interface AdminComplianceProps {
  companyId: CompanyScope;
  companies: MatrixCompany[];
}

export function AdminCompliance({ companyId, companies }: AdminComplianceProps) {
  const filters = useMatrixFilters();
  const input = useMatrixInput(companyId, filters.from, filters.to);
  const zip = useEvidenceZip();
  const [selected, setSelected] = React.useState<{ companyId: string; index: number } | null>(null);

  const shown = React.useMemo(
    () => (companyId === ALL_COMPANIES ? companies : companies.filter((c) => c.id === companyId)),
    [companies, companyId],
  );
  const { months, status } = filters;
  const rows = React.useMemo(
    () => (input.data ? filterRows(companyRows(input.data, shown, months), status) : []),
    // months is rebuilt every render; its bounds say everything about it
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [input.data, shown, status, months.length, months[0]?.year, months[0]?.month],
  );
  const open = selected && rows.find((r) => r.company.id === selected.companyId);

  return (
    <PageSection
      id="compliance-title"
      title={complianceTexts.title}
      description={complianceTexts.description}
    >
      <MatrixFilters
        from={filters.from}
        to={filters.to}
        choices={filters.choices}
        status={filters.status}
        onFrom={filters.setFrom}
        onTo={filters.setTo}
        onStatus={filters.setStatus}
      />
      <ZipProgress state={zip.state} onCancel={zip.cancel} />
      {/* What expires goes beside the matrix only from 1400 px: narrower, the table of the default seven
          months would not fit beside it and the matrix would turn into cards. */}
      <div className="grid gap-8 min-[1400px]:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-3">
          <QueryStates
            query={input}
            loading={complianceTexts.loading}
            error={{ title: complianceTexts.errorTitle, description: complianceTexts.error }}
            empty={complianceTexts.empty}
            isEmpty={() => rows.length === 0}
          >
            {() => (
              <>
                <CompanyMatrix
                  rows={rows}
                  months={months}
                  busy={zip.isZipping}
                  onOpenCell={(row, index) => setSelected({ companyId: row.company.id, index })}
                  onZipMonth={(i) => void zip.download(monthColumnFiles(rows, i), zipName([months[i]]))}
                  onZipCompany={(row) =>
                    void zip.download(
                      companyRowFiles(row),
                      zipName([row.company.name, rangeTag(months[0], months[months.length - 1])]),
                    )
                  }
                />
                <StatusLegend statuses={['complete', 'pending', 'late', 'empty']} />
              </>
            )}
          </QueryStates>
        </div>
        {input.data && <ExpiringList input={input.data} companies={shown} />}
      </div>
      <CellDialog
        title={open && selected ? `${open.company.name} · ${longMonth(months[selected.index])}` : null}
        cells={open && selected ? open.summaries[selected.index].cells : []}
        onClose={() => setSelected(null)}
      />
    </PageSection>
  );
}
