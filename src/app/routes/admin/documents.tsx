// /dashboard/admin/documentos/*: 'Documentos (REPSE)' with its own nested routes: the documents, the
// catalogue of expected documents, completeness by period, the proof-of-delivery log, and a company's
// 'Estado de la cuenta' (linked from completeness).
import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { SectionTabs } from '@/components/layouts/section-tabs';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

const DocumentList = React.lazy(() => import('./documents/list'));
const Catalogue = React.lazy(() => import('./documents/catalogue'));
const Compliance = React.lazy(() => import('./documents/compliance'));
const Deliveries = React.lazy(() => import('./documents/deliveries'));
const CompanyAccount = React.lazy(() => import('./documents/company-account'));

const tabs = [
  { to: paths.admin.documents.getHref(), label: 'Documentos' },
  { to: paths.admin.documentsCompliance.getHref(), label: 'Cumplimiento' },
  { to: paths.admin.documentsCatalogue.getHref(), label: 'Catálogo' },
  { to: paths.admin.documentsDeliveries.getHref(), label: 'Entregas' },
];

/** A company's account page belongs to 'Cumplimiento'. */
const accountBelongsToCompliance = (pathname: string) =>
  pathname.startsWith('/dashboard/admin/documentos/estado/')
    ? paths.admin.documentsCompliance.getHref()
    : null;

export default function AdminDocumentsPage() {
  return (
    <div>
      <SectionTabs
        label="Secciones de Documentos (REPSE)"
        tabs={tabs}
        belongsTo={accountBelongsToCompliance}
      />
      <React.Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route index element={<DocumentList />} />
          <Route path={paths.admin.documentsCatalogue.path} element={<Catalogue />} />
          <Route path={paths.admin.documentsCompliance.path} element={<Compliance />} />
          <Route path={paths.admin.documentsDeliveries.path} element={<Deliveries />} />
          <Route path={paths.admin.companyAccount.path} element={<CompanyAccount />} />
          <Route path="*" element={<Navigate to={paths.admin.documents.getHref()} replace />} />
        </Routes>
      </React.Suspense>
    </div>
  );
}
