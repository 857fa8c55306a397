// 'Estado de la cuenta' of one company: the same cards for its client and for the admin (who gets no news
// and records no visit). The compliance overview comes computed from the route, which owns the rules.
import type * as React from 'react';

import { PageSection } from '@/components/page-header';

import type { Audience } from '../utils/audience';
import type { AccountLinks, ComplianceOverviewQuery } from '../utils/compliance-view';
import { CertificatesCard } from './certificates-card';
import { ComplianceCard } from './compliance-card';
import { InvoicesCard } from './invoices-card';
import { NewsCard } from './news-card';
import { ResultsCard } from './results-card';

const texts = {
  title: 'Estado de la cuenta',
  description: {
    client: 'Un vistazo a tu cumplimiento, pagos, resultados y constancias.',
    admin: 'Cumplimiento, pagos, resultados y constancias de la empresa.',
  },
  links: {
    client: {
      compliance: 'Ver REPSE',
      billing: 'Ver Facturación',
      laboratory: 'Ver Laboratorio',
      certificates: 'Ver Capacitación del personal',
    },
    admin: {
      compliance: 'Ver Cumplimiento',
      billing: 'Ver Facturación',
      laboratory: 'Ver Laboratorio',
      certificates: 'Ver Constancias',
    },
  },
};

interface AccountStatusProps {
  audience: Audience;
  companyId: string;
  /** Today's calendar date where the company works ('YYYY-MM-DD'). */
  today: string;
  compliance: ComplianceOverviewQuery;
  links: AccountLinks;
  title?: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}

export function AccountStatus({
  audience,
  companyId,
  today,
  compliance,
  links,
  ...header
}: AccountStatusProps) {
  const label = texts.links[audience];
  return (
    <PageSection
      id="account-status-title"
      title={header.title ?? texts.title}
      description={header.description ?? texts.description[audience]}
      actions={header.actions}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {audience === 'client' && <NewsCard companyId={companyId} />}
        <ComplianceCard query={compliance} link={{ to: links.compliance, label: label.compliance }} />
        <InvoicesCard
          companyId={companyId}
          today={today}
          link={{ to: links.billing, label: label.billing }}
        />
        <ResultsCard companyId={companyId} link={{ to: links.laboratory, label: label.laboratory }} />
        <CertificatesCard
          audience={audience}
          companyId={companyId}
          link={{ to: links.certificates, label: label.certificates }}
        />
      </div>
    </PageSection>
  );
}
