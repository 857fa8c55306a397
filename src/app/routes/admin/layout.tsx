// /dashboard/admin/*: admins only; the shell with the company filter and the password dialog.
import * as React from 'react';
import { Outlet } from 'react-router-dom';

import { AdminShell } from '@/components/layouts/admin-shell';
import { messages } from '@/config/messages';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { ALL_COMPANIES, CompanyFilter } from '@/features/companies/components/company-filter';
import { useAuth } from '@/lib/auth/auth-context';

import { AccessDenied } from '../access-denied';
import type { AdminOutletContext } from './context';

export default function AdminLayout() {
  const { profile } = useAuth();
  const [companyId, setCompanyId] = React.useState(ALL_COMPANIES);
  const [passwordOpen, setPasswordOpen] = React.useState(false);

  if (profile?.role !== 'admin') return <AccessDenied message={messages.accessDenied} />;

  const context: AdminOutletContext = { companyId };
  return (
    <AdminShell
      renderFilter={(placement) => (
        <CompanyFilter value={companyId} onChange={setCompanyId} inline={placement === 'header'} />
      )}
      onChangePassword={() => setPasswordOpen(true)}
    >
      <Outlet context={context} />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </AdminShell>
  );
}
