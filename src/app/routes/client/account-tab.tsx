// 'Estado de la cuenta': the account feature's cards, with the compliance overview computed by the route
// (account-overview.ts). The admin's company page reuses CompanyAccountStatus with its own links.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';

import { paths } from '@/config/paths';
import { AccountStatus } from '@/features/account/components/account-status';
import type { Audience } from '@/features/account/utils/audience';
import type { AccountLinks } from '@/features/account/utils/compliance-view';
import { todayInMexico } from '@/features/compliance/utils/periods';

import { overviewQuery } from './account-overview';

const clientLinks: AccountLinks = {
  compliance: paths.client.root.getHref('repse'),
  billing: paths.client.root.getHref('billing'),
  laboratory: paths.client.root.getHref('laboratory'),
  certificates: paths.client.root.getHref('training'),
};

interface CompanyAccountStatusProps {
  audience: Audience;
  companyId: string;
  links: AccountLinks;
  title?: string;
  actions?: React.ReactNode;
}

export function CompanyAccountStatus({
  audience,
  companyId,
  links,
  title,
  actions,
}: CompanyAccountStatusProps) {
  const client = useQueryClient();
  // One calendar day per mount: the cards agree on what is overdue even across midnight.
  const [today] = React.useState(() => todayInMexico());
  const compliance = useQuery(overviewQuery(client, companyId, today));
  return (
    <AccountStatus
      audience={audience}
      companyId={companyId}
      today={today}
      compliance={compliance}
      links={links}
      title={title}
      actions={actions}
    />
  );
}

export function AccountTab({ companyId }: { companyId: string }) {
  return <CompanyAccountStatus audience="client" companyId={companyId} links={clientLinks} />;
}
