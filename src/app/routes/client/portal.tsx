// /dashboard/client: ONE page; the side menu switches tabs (kept in ?tab= so links and reloads work).
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

import { clientTabs } from '@/components/layouts/client-nav';
import { ClientShell } from '@/components/layouts/client-shell';
import { NoCompanyNotice } from '@/components/no-company-notice';
import { LoadingBlock } from '@/components/ui/spinner';
import { messages } from '@/config/messages';
import { CLIENT_TABS, DEFAULT_CLIENT_TAB, type ClientTab } from '@/config/paths';
import { CompanyDirectory } from '@/features/directory/components/company-directory';
import { DirectoryWithoutCompany } from '@/features/directory/components/directory-without-company';
import { useAuth } from '@/lib/auth/auth-context';
import { preloadAfterFirstData } from '@/lib/first-data';

import { AccessDenied } from '../access-denied';
import {
  AccountTab,
  BillingTab,
  CompanyCertificates,
  FeedbackForm,
  IndicatorsDashboard,
  LaboratoryRequests,
  MonthlyReports,
  NotificationsTab,
  ProfileView,
  RepseTab,
  tabCode,
} from './lazy-tabs';
import { prefetchTab, preloadTabPrefetch } from './prefetch-tab';

function parseTab(value: string | null): ClientTab {
  return (CLIENT_TABS as readonly string[]).includes(value ?? '') ? (value as ClientTab) : DEFAULT_CLIENT_TAB;
}

/**
 * The route decides the company: each tab gets the profile's; a client without one sees the no-company
 * notice here instead of the tab (the directory's own variant keeps its heading and wording).
 */
function TabContent({ tab, companyId }: { tab: ClientTab; companyId: string | null }) {
  const notice = <NoCompanyNotice title={clientTabs.find((t) => t.tab === tab)?.label ?? ''} />;
  switch (tab) {
    case 'profile':
      return <ProfileView.Component />;
    case 'directory':
      return companyId ? <CompanyDirectory companyId={companyId} /> : <DirectoryWithoutCompany />;
    case 'account':
      return companyId ? <AccountTab.Component companyId={companyId} /> : notice;
    case 'laboratory':
      return companyId ? <LaboratoryRequests.Component companyId={companyId} /> : notice;
    case 'repse':
      return companyId ? <RepseTab.Component companyId={companyId} /> : notice;
    case 'indicators':
      // This tab's main area has no padding (the dashboard fills it); the notice gets its own.
      return companyId ? (
        <IndicatorsDashboard.Component companyId={companyId} />
      ) : (
        <div className="p-4 lg:p-6">{notice}</div>
      );
    case 'monthly_reports':
      return companyId ? <MonthlyReports.Component companyId={companyId} /> : notice;
    case 'billing':
      return companyId ? <BillingTab.Component companyId={companyId} /> : notice;
    case 'feedback':
      return companyId ? <FeedbackForm.Component companyId={companyId} /> : notice;
    case 'training':
      return companyId ? <CompanyCertificates.Component companyId={companyId} /> : notice;
    case 'notifications':
      return <NotificationsTab.Component />;
  }
}

const ignore = () => undefined;

/** A tab's code and the code that asks for its data, without asking. */
function preloadTab(tab: ClientTab) {
  void tabCode[tab]?.preload().catch(ignore);
  preloadTabPrefetch(tab);
}

// The tabs whose code is fetched on idle once the first screen has shown (lib/first-data): the lists,
// where a person looks for data, so a pick sends its requests and renders without waiting for code.
const IDLE_TABS: ClientTab[] = ['account', 'laboratory', 'repse', 'billing'];

function usePreloadTabs() {
  React.useEffect(() => preloadAfterFirstData(() => IDLE_TABS.forEach(preloadTab)), []);
}

export default function ClientPortalPage() {
  const { profile } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  usePreloadTabs();

  if (!profile || profile.role !== 'client') {
    return <AccessDenied title={messages.accessErrorTitle} message={messages.clientAccessError} />;
  }

  return (
    <ClientShell
      tab={tab}
      onTabIntent={preloadTab}
      onTabChange={(next) => {
        const url = new URLSearchParams({ tab: next });
        prefetchTab(queryClient, next, profile.company_id, url);
        setParams(url);
      }}
    >
      {/* Every tab but the directory loads its code when opened (lazy-tabs.ts). */}
      <React.Suspense fallback={<LoadingBlock />}>
        <TabContent tab={tab} companyId={profile.company_id} />
      </React.Suspense>
    </ClientShell>
  );
}
