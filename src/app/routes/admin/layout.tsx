// /dashboard/admin/*: admins only; the shell with the company filter and the password dialog.
import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { Outlet } from 'react-router-dom';

import { AdminShell } from '@/components/layouts/admin-shell';
import { messages } from '@/config/messages';
import { companyOptionsQuery } from '@/features/companies/api/get-companies';
import { ActiveCompanyChip, CompanyFilter } from '@/features/companies/components/company-filter';
import { useAuth } from '@/lib/auth/auth-context';
import { useCompanyScopeParam } from '@/lib/company-scope';
import { preloadAfterFirstData } from '@/lib/first-data';

import { AccessDenied } from '../access-denied';
import type { AdminOutletContext } from './context';
import { preloadAdminSection, preloadIdleAdminSections } from './sections';

// The password dialog (its form and validation) loads when first asked for, not with the admin area.
const ChangePasswordDialog = React.lazy(() =>
  import('@/features/auth/components/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

export default function AdminLayout() {
  const { profile } = useAuth();
  const [companyId, setCompanyId] = useCompanyScopeParam();
  const companies = useQuery({ ...companyOptionsQuery(), enabled: profile?.role === 'admin' });
  const [passwordOpen, setPasswordOpen] = React.useState(false);
  const [passwordUsed, setPasswordUsed] = React.useState(false);
  React.useEffect(() => preloadAfterFirstData(preloadIdleAdminSections), []);

  if (profile?.role !== 'admin') return <AccessDenied message={messages.accessDenied} />;

  const context: AdminOutletContext = { companyId, companies: companies.data ?? [] };
  // The dialog stays outside the shell's page transition, which re-mounts its content on every path
  // change (a redirect would otherwise replace the open dialog and lose what was typed).
  return (
    <>
      <AdminShell
        onNavIntent={preloadAdminSection}
        renderFilter={(placement) =>
          placement === 'chip' ? (
            <ActiveCompanyChip value={companyId} onChange={setCompanyId} />
          ) : (
            <CompanyFilter value={companyId} onChange={setCompanyId} inline={placement === 'header'} />
          )
        }
        onChangePassword={() => {
          setPasswordUsed(true);
          setPasswordOpen(true);
        }}
      >
        <Outlet context={context} />
      </AdminShell>
      {passwordUsed && (
        <React.Suspense fallback={null}>
          <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
        </React.Suspense>
      )}
    </>
  );
}
