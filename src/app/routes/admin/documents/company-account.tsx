// /dashboard/admin/documentos/estado/:companyId: a company's 'Estado de la cuenta' for the admin (no news,
// no visit recorded), with a switcher to another company and the way back to 'Cumplimiento'.
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { QueryStates } from '@/components/query-states';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { paths } from '@/config/paths';
import type { AccountLinks } from '@/features/account/utils/compliance-view';
import { useCompanyOptions, type CompanyOption } from '@/features/companies/api/get-companies';
import { COMPANY_PARAM } from '@/lib/company-scope';

import { CompanyAccountStatus } from '../../client/account-tab';

const texts = {
  title: (name: string) => `Estado de la cuenta · ${name}`,
  back: 'Volver a Cumplimiento',
  switcher: 'Cambiar de empresa',
  placeholder: 'Seleccionar empresa...',
  loading: 'Cargando empresa...',
  error: { title: 'Error', description: 'No se pudo cargar la lista de empresas.' },
  unknown: {
    title: 'Empresa no encontrada',
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
  const navigate = useNavigate();
  const company = companies.find((c) => c.id === companyId);

  if (!company) {
    return (
      <div className="grid gap-4">
        <BackLink />
        <EmptyState title={texts.unknown.title} description={texts.unknown.description} />
      </div>
    );
  }

  const switcher = (
    <div className="grid gap-1.5">
      <Label htmlFor="account-company-switcher">{texts.switcher}</Label>
      <Select value={companyId} onValueChange={(next) => navigate(paths.admin.companyAccount.getHref(next))}>
        <SelectTrigger id="account-company-switcher" className="w-full sm:w-64">
          <SelectValue placeholder={texts.placeholder} />
        </SelectTrigger>
        <SelectContent>
          {companies.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );

  return (
    <div className="grid gap-4">
      <BackLink companyId={companyId} />
      <CompanyAccountStatus
        key={companyId}
        audience="admin"
        companyId={companyId}
        links={adminLinks(companyId)}
        title={texts.title(company.name)}
        actions={switcher}
      />
    </div>
  );
}

export default function CompanyAccountPage() {
  const { companyId = '' } = useParams();
  const companies = useCompanyOptions();
  return (
    <QueryStates query={companies} loading={texts.loading} error={texts.error}>
      {(list) => <CompanyAccount companyId={companyId} companies={list} />}
    </QueryStates>
  );
}
