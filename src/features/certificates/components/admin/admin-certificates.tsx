// Admin 'Constancias': every DC-3 issued, one server page at a time (search by name, code or course;
// company, state and issue-date filters), each downloadable and revocable; and the DC-4 export.
import { Award, FileSpreadsheet } from 'lucide-react';
import * as React from 'react';

import type { CompanyChoice } from '@/components/form/company-field';
import { ListSection, useSectionTable } from '@/components/section/list-section';
import { noMatches, SectionTable } from '@/components/section/section-table';

import { DEFAULT_CERTIFICATE_SORT, useCertificatesPage } from '../../api/get-certificates-page';
import type { Certificate } from '../../api/get-my-certificates';
import { useDownloadCertificate } from '../../hooks/use-download-certificate';
import { useCertificateFilters } from '../../utils/certificate-filters';
import { CertificateActions } from './certificate-actions';
import { certificateColumns } from './certificate-columns';
import { CertificateFiltersBar } from './certificate-filters-bar';
import { Dc4Dialog } from './dc4-dialog';
import { RevokeDialog } from './revoke-dialog';

const texts = {
  title: 'Constancias DC-3',
  subtitle:
    'Constancias de competencias emitidas al completar un curso. Descárgalas, revócalas o exporta la DC-4.',
  table: 'Constancias',
  search: 'Buscar constancias',
  searchPlaceholder: 'Nombre, código o curso...',
  loading: 'Cargando constancias...',
  error: { title: 'Error', description: 'No se pudieron cargar las constancias.' },
  empty: {
    icon: Award,
    title: 'Sin Constancias',
    description: 'Las constancias se emiten solas cuando un colaborador completa un curso asignado.',
  },
  noMatches: noMatches('Prueba con otra búsqueda o filtros.'),
  create: 'Exportar DC-4',
};

export function AdminCertificates({ companies }: { companies: CompanyChoice[] }) {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_CERTIFICATE_SORT });
  const [filters, setFilters] = useCertificateFilters();
  const certificates = useCertificatesPage(filters, params);
  const download = useDownloadCertificate();
  const [toRevoke, setToRevoke] = React.useState<Certificate | null>(null);
  const [exporting, setExporting] = React.useState(false);

  const downloadingCode = download.isPending ? download.variables?.code : undefined;
  const rowActions = React.useCallback(
    (c: Certificate) => (
      <CertificateActions
        certificate={c}
        downloading={downloadingCode === c.code}
        onDownload={(cert) => download.mutate(cert)}
        onRevoke={setToRevoke}
      />
    ),
    [download, downloadingCode],
  );

  return (
    <ListSection
      id="admin-certificates-title"
      texts={texts}
      onCreate={() => setExporting(true)}
      createIcon={FileSpreadsheet}
    >
      <SectionTable
        {...table}
        columns={certificateColumns}
        query={certificates}
        filtered={Object.values(filters).some(Boolean)}
        filters={<CertificateFiltersBar filters={filters} companies={companies} onChange={setFilters} />}
        rowActions={rowActions}
      />
      <RevokeDialog certificate={toRevoke} onClose={() => setToRevoke(null)} />
      <Dc4Dialog
        open={exporting}
        onOpenChange={setExporting}
        companies={companies}
        defaultCompanyId={filters.company || (companies[0]?.id ?? '')}
      />
    </ListSection>
  );
}
