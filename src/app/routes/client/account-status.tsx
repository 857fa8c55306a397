// 'Estado de la Cuenta' of one company, composed from the cards of the features that own its data: the
// same cards for its client and for the admin (who gets no news and records no visit).
import * as React from 'react';

import { PageSection } from '@/components/page-header';
import { NewsCard } from '@/features/account/components/news-card';
import { InvoicesCard } from '@/features/billing/components/account/invoices-card';
import type { Audience } from '@/features/certificates/api/get-staff-certificates';
import { CertificatesCard } from '@/features/certificates/components/account/certificates-card';
import { ComplianceCard } from '@/features/compliance/components/account/compliance-card';
import { todayInMexico } from '@/features/compliance/utils/periods';
import { ResultsCard } from '@/features/laboratory/components/account/results-card';

import { AccountNews } from './account-news';

/** Where each card's link leads: the client's tabs or the admin's sections. */
export interface AccountLinks {
  compliance: string;
  billing: string;
  laboratory: string;
  certificates: string;
}

const texts = {
  title: 'Estado de la Cuenta',
  description: {
    client: 'Un vistazo a tu cumplimiento, pagos, resultados y constancias.',
    admin: 'Cumplimiento, pagos, resultados y constancias de la empresa.',
  },
  links: {
    client: {
      compliance: 'Ver REPSE',
      billing: 'Ver Facturación',
      laboratory: 'Ver Laboratorio',
      certificates: 'Ver Capacitación del Personal',
    },
    admin: {
      compliance: 'Ver Cumplimiento',
      billing: 'Ver Facturación',
      laboratory: 'Ver Laboratorio',
      certificates: 'Ver Constancias',
    },
  },
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
  // One calendar day per mount: the cards agree on what is overdue even across midnight.
  const [today] = React.useState(() => todayInMexico());
  const label = texts.links[audience];
  const link = (key: keyof AccountLinks) => ({ to: links[key], label: label[key] });
  return (
    <PageSection
      id="account-status-title"
      title={title ?? texts.title}
      description={texts.description[audience]}
      actions={actions}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {audience === 'client' && (
          <NewsCard companyId={companyId}>
            {(since) => <AccountNews companyId={companyId} since={since} />}
          </NewsCard>
        )}
        <ComplianceCard companyId={companyId} today={today} link={link('compliance')} />
        <InvoicesCard companyId={companyId} today={today} link={link('billing')} />
        <ResultsCard companyId={companyId} link={link('laboratory')} />
        <CertificatesCard audience={audience} companyId={companyId} link={link('certificates')} />
      </div>
    </PageSection>
  );
}
