// The client's 'Estado de la Cuenta' tab; the admin's company page shows the same CompanyAccountStatus
// with its own links.
import { paths } from '@/config/paths';

import { CompanyAccountStatus, type AccountLinks } from './account-status';

const clientLinks: AccountLinks = {
  compliance: paths.client.root.getHref('repse'),
  billing: paths.client.root.getHref('billing'),
  laboratory: paths.client.root.getHref('laboratory'),
  certificates: paths.client.root.getHref('training'),
};

export function AccountTab({ companyId }: { companyId: string }) {
  return <CompanyAccountStatus audience="client" companyId={companyId} links={clientLinks} />;
}
