// /dashboard/admin/documentos/estado/:companyId: a company's 'Estado de la Cuenta' for the admin (no news,
// no visit recorded) with the way back to 'Cumplimiento'; the header's company selector switches company.
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';

import { QueryStates } from '@/components/query-states';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useCompanyOptions, type CompanyOption } from '@/features/companies/api/get-companies';
import { ALL_COMPANIES, COMPANY_PARAM } from '@/lib/company-scope';

import { CompanyAccountStatus, type AccountLinks } from '../../client/account-status';

const texts = {
  title: (name: string) => `Estado de la Cuenta · ${name}`,
  back: 'Volver a Cumplimiento',
  loading: 'Cargando empresa...',
  error: { title: 'Error', description: 'No se pudo cargar la lista de empresas.' },
  unknown: {
    title: 'Empresa No Encontrada',
    description: 'La empresa del enlace no existe o fue eliminada.',
  },
};

const withCompany = (href: string, companyId: string) =>
  `${href}?${new URLSearchParams({ [COMPANY_PARAM]: companyId })}`;

const adminLinks = (companyId: string): AccountLinks => ({
  compliance: withCompany(paths.admin.documentsCompliance.getHref(), companyId),
  billing: withCompany(paths.admin.billing.getHref(), companyId),
  laboratory: withCompany(paths.admin.laboratory.getHref(), companyId),
  certificates: withCompany(paths.admin.lmsCertificates.getHref(), companyId),
});

function BackLink({ companyId }: { companyId?: string }) {
  const href = paths.admin.documentsCompliance.getHref();
  return (
    <Link
      to={companyId ? withCompany(href, companyId) : href}
      className="inline-flex min-h-6 items-center gap-1 self-start py-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {texts.back}
    </Link>
  );
}

function CompanyAccount({ companyId, companies }: { companyId: string; companies: CompanyOption[] }) {
  const company = companies.find((c) => c.id === companyId);

  if (!company) {
    return (
      <div className="grid gap-4">
        <BackLink />
        <EmptyState title={texts.unknown.title} description={texts.unknown.description} />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <BackLink companyId={companyId} />
      <CompanyAccountStatus
        key={companyId}
        audience="admin"
        companyId={companyId}
        links={adminLinks(companyId)}
        title={texts.title(company.name)}
      />
    </div>
  );
}

/**
 * The header's company selector drives this page (it is the company switcher): the page's company is
 * kept in `?empresa=` so the header shows it, and choosing another company there opens that one's page.
 */
export default function CompanyAccountPage() {
  const { companyId = '' } = useParams();
  const [params] = useSearchParams();
  const selected = params.get(COMPANY_PARAM);
  const companies = useCompanyOptions();
  if (selected !== companyId) {
    const target = selected && selected !== ALL_COMPANIES ? selected : companyId;
    return <Navigate to={paths.admin.companyAccount.getHref(target)} replace />;
  }
  return (
    <QueryStates query={companies} loading={texts.loading} error={texts.error}>
      {(list) => <CompanyAccount companyId={companyId} companies={list} />}
    </QueryStates>
  );
}
