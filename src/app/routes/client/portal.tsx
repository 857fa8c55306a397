// /dashboard/client: ONE page; the side menu switches tabs (kept in ?tab= so links and reloads work).
import { Building2 } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';

import { ClientShell } from '@/components/layouts/client-shell';
import { EmptyState } from '@/components/ui/empty-state';
import { messages } from '@/config/messages';
import { CLIENT_TABS, DEFAULT_CLIENT_TAB, type ClientTab } from '@/config/paths';
import { InvoiceList } from '@/features/billing/components/invoice-list';
import { CompanyDirectory } from '@/features/directory/components/company-directory';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { IndicatorsDashboard } from '@/features/indicators/components/indicators-dashboard';
import { MonthlyReports } from '@/features/indicators/components/monthly-reports';
import { LaboratoryRequests } from '@/features/laboratory/components/laboratory-requests';
import { RepseDocuments } from '@/features/repse-documents/components/repse-documents';
import { useAuth } from '@/lib/auth/auth-context';

import { AccessDenied } from '../access-denied';
import { ProfileView } from '../profile-view';
import { ClientTabPlaceholder } from './tab-placeholder';

function parseTab(value: string | null): ClientTab {
  return (CLIENT_TABS as readonly string[]).includes(value ?? '') ? (value as ClientTab) : DEFAULT_CLIENT_TAB;
}

/** Tabs that need the profile's company; profile and feedback work without one. */
const NEEDS_COMPANY = new Set<ClientTab>([
  'directory',
  'laboratory',
  'repse',
  'indicators',
  'monthly_reports',
  'billing',
]);

function TabContent({ tab, companyId }: { tab: ClientTab; companyId: string | null }) {
  if (tab === 'profile') return <ProfileView />;
  // Before the company check: the directory itself warns 'Información de Empresa Incompleta' (spec §8).
  if (tab === 'directory') return <CompanyDirectory companyId={companyId} />;
  // These also warn first and show 'Empresa No Asignada' themselves (spec §5).
  if (tab === 'repse') return <RepseDocuments />;
  if (tab === 'indicators') return <IndicatorsDashboard />;
  if (tab === 'monthly_reports') return <MonthlyReports />;
  if (tab === 'feedback') return <FeedbackForm />;
  if (NEEDS_COMPANY.has(tab) && !companyId) {
    return (
      <EmptyState
        icon={Building2}
        title={messages.noCompanyTitle}
        description={messages.noCompanyDescription}
      />
    );
  }
  if (tab === 'laboratory') return <LaboratoryRequests companyId={companyId} />;
  if (tab === 'billing') return <InvoiceList companyId={companyId} />;
  return <ClientTabPlaceholder tab={tab} />;
}

export default function ClientPortalPage() {
  const { profile } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));

  if (!profile || profile.role !== 'client') {
    return <AccessDenied title={messages.accessErrorTitle} message={messages.clientAccessError} />;
  }

  return (
    <ClientShell tab={tab} onTabChange={(next) => setParams({ tab: next })}>
      <TabContent tab={tab} companyId={profile.company_id} />
    </ClientShell>
  );
}
