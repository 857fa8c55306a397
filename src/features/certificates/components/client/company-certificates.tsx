// Client 'Capacitación del Personal': the valid DC-3 constancias of the company's collaborators, a page at
// a time with the total, searched and sorted on the server, each with a link to its public verification.
// Read-only; CURP and RFC are not exposed to clients.
import { GraduationCap } from 'lucide-react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import { PageSection } from '@/components/page-header';
import { noMatches, tableTextProps } from '@/components/section/section-table';

import {
  companyCertificatesErrorTexts,
  DEFAULT_COMPANY_CERTIFICATE_SORT,
  useCompanyCertificates,
} from '../../api/get-company-certificates';
import { companyCertificateColumns } from './company-certificate-columns';

const texts = {
  title: 'Capacitación del Personal',
  subtitle: 'Constancias de competencias (DC-3) vigentes del personal asignado a tu empresa.',
  table: 'Constancias del Personal',
  search: 'Buscar constancias',
  searchPlaceholder: 'Colaborador, curso o código...',
  loading: 'Cargando constancias...',
  empty: {
    icon: GraduationCap,
    title: 'Sin Constancias',
    description: 'Aún no hay constancias emitidas para el personal de tu empresa.',
  },
  noMatches: noMatches('Prueba con otro colaborador, curso o código.'),
} as const;

export function CompanyCertificates({ companyId }: { companyId: string }) {
  const [params, setParams] = useTableParams({ sort: DEFAULT_COMPANY_CERTIFICATE_SORT });
  const certificates = useCompanyCertificates(companyId, params);
  return (
    <PageSection id="company-certificates-title" title={texts.title} description={texts.subtitle}>
      <DataTable
        {...tableTextProps({ ...texts, error: companyCertificatesErrorTexts })}
        columns={companyCertificateColumns}
        query={certificates}
        params={params}
        onParamsChange={setParams}
        // The view's id is the certificate's; the code is unique too.
        getRowId={(row) => row.id ?? row.code ?? ''}
      />
    </PageSection>
  );
}
