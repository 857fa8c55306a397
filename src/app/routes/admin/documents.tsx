// /dashboard/admin/documentos/*: 'Documentos (REPSE)' with its own nested routes: the documents, the
// catalogue of expected documents, completeness by period, the proof-of-delivery log, and a company's
// 'Estado de la Cuenta' (linked from completeness). Each tab's code loads apart (lazy-tabs.ts): once the
// section has shown, the browser fetches the other tabs' code while idle, and picking a tab asks for its
// data beside the render (prefetch-tab.ts), not after it.
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { SectionTabs } from '@/components/layouts/section-tabs';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { preloadAfterFirstData } from '@/lib/first-data';

import { documentTabs } from './documents/lazy-tabs';

const { list, catalogue, compliance, deliveries, account } = documentTabs;

const tabs = [
  { to: paths.admin.documents.getHref(), label: 'Documentos', code: list },
  { to: paths.admin.documentsCompliance.getHref(), label: 'Cumplimiento', code: compliance },
  { to: paths.admin.documentsCatalogue.getHref(), label: 'Catálogo', code: catalogue },
  { to: paths.admin.documentsDeliveries.getHref(), label: 'Entregas', code: deliveries },
];

const ignore = () => undefined;
// The prefetch reads the compliance and delivery-log queries: loaded with the tabs' code, not with the list.
const loadPrefetch = () => import('./documents/prefetch-tab');
const preload = (to: string) => {
  void loadPrefetch().catch(ignore);
  void tabs
    .find((tab) => tab.to === to)
    ?.code.preload()
    .catch(ignore);
};

/** A company's account page belongs to 'Cumplimiento'. */
const accountBelongsToCompliance = (pathname: string) =>
  pathname.startsWith('/dashboard/admin/documentos/estado/')
    ? paths.admin.documentsCompliance.getHref()
    : null;

/** Once the section's data is on screen, while the browser is idle: the tabs' code (lib/first-data). */
function usePreloadTabs() {
  React.useEffect(() => preloadAfterFirstData(() => tabs.forEach((tab) => preload(tab.to))), []);
}

export default function AdminDocumentsPage() {
  const client = useQueryClient();
  usePreloadTabs();
  return (
    <div>
      <SectionTabs
        label="Secciones de Documentos (REPSE)"
        tabs={tabs}
        belongsTo={accountBelongsToCompliance}
        onIntent={preload}
        onPick={(to) => {
          preload(to);
          void loadPrefetch()
            .then((m) => m.prefetchDocumentsTab(client, to))
            .catch(ignore);
        }}
      />
      <React.Suspense fallback={<LoadingBlock />}>
        <Routes>
          <Route index element={<list.Component />} />
          <Route path={paths.admin.documentsCatalogue.path} element={<catalogue.Component />} />
          <Route path={paths.admin.documentsCompliance.path} element={<compliance.Component />} />
          <Route path={paths.admin.documentsDeliveries.path} element={<deliveries.Component />} />
          <Route path={paths.admin.companyAccount.path} element={<account.Component />} />
          <Route path="*" element={<Navigate to={paths.admin.documents.getHref()} replace />} />
        </Routes>
      </React.Suspense>
    </div>
  );
}
