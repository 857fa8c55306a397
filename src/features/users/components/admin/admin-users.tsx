// The 'Usuarios' view of 'Perfiles Cliente': every profile of the header's company (or all), paged,
// searched and filtered by role on the server; create (with its Firebase account), edit, resend the
// invitation, and the account's life through the server: activate and deactivate, change the e-mail,
// close every session and delete (each after a confirmation).
import { Users } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

import { useSectionTable } from '@/components/section/list-section';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { CreateButton, SectionToolbar } from '@/components/section/section-toolbar';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';
import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { afterFirstData } from '@/lib/first-data';
import { loadOnce } from '@/lib/load-once';

import { DEFAULT_USER_SORT, useUsersPage, type AdminUser } from '../../api/get-users-page';
import { useSendInvitation } from '../../api/send-invitation';
import { ALL_ROLES } from '../../utils/roles';
import type { AccountAction, AccountActionKind } from './account-action-dialog';
import { RoleFilter } from './role-filter';
import { loadUserRowMenu, UserActions } from './user-actions';
import { userColumns } from './user-columns';

// The create/edit form (react-hook-form, zod, its fields), the e-mail form and the account confirmations
// load at their first use: the list is the admin area's first screen. The confirmation stays mounted
// afterwards so that closing it animates.
const UserDialog = React.lazy(() => import('./user-dialog').then((m) => ({ default: m.UserDialog })));
const AccountActionDialog = React.lazy(() =>
  import('./account-action-dialog').then((m) => ({ default: m.AccountActionDialog })),
);
const ChangeEmailDialog = React.lazy(() =>
  import('./change-email-dialog').then((m) => ({ default: m.ChangeEmailDialog })),
);
// The temporary password's dialog (with Radix's focus trap and scroll lock, about 12 kB) is asked for when
// the create form opens, well before a password exists: a password shown once never waits on a download.
const loadTemporaryPassword = loadOnce(() => import('./temporary-password-dialog'));
const TemporaryPasswordDialog = React.lazy(() =>
  loadTemporaryPassword().then((m) => ({ default: m.TemporaryPasswordDialog })),
);
const ignore = () => undefined;

const texts = {
  create: 'Nuevo Usuario',
  table: 'Usuarios',
  search: 'Buscar usuarios',
  searchPlaceholder: 'Buscar por nombre, correo o usuario...',
  loading: 'Cargando usuarios...',
  error: { title: 'Error', description: 'No se pudo cargar la lista de usuarios.' },
  empty: {
    icon: Users,
    title: 'Sin Usuarios',
    description: 'No hay usuarios para esta selección. Crea el primero con «Nuevo Usuario».',
  },
  noMatches: noMatches('Prueba con otra búsqueda o rol.'),
};

const ROLE_PARAM = 'rol';

interface AdminUsersProps {
  companyId: CompanyScope;
  companies: { id: string; name: string }[];
}

export function AdminUsers({ companyId, companies }: AdminUsersProps) {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_USER_SORT });
  const [searchParams, setSearchParams] = useSearchParams();
  const role = searchParams.get(ROLE_PARAM) ?? ALL_ROLES;
  const users = useUsersPage(companyId, role, params);
  // The rows' menu code, on idle once the list is on screen (see user-actions.tsx).
  React.useEffect(() => afterFirstData(() => void loadUserRowMenu().catch(ignore)), []);
  const invite = useSendInvitation();
  const { editing, create, edit, closeEdit } = useSectionDialogs<AdminUser>();
  const [action, setAction] = React.useState<AccountAction | null>(null);
  const [actionUsed, setActionUsed] = React.useState(false);
  if (action && !actionUsed) setActionUsed(true);
  const [emailOf, setEmailOf] = React.useState<AdminUser | null>(null);
  const [password, setPassword] = React.useState<string | null>(null);
  const [passwordUsed, setPasswordUsed] = React.useState(false);
  if (password !== null && !passwordUsed) setPasswordUsed(true);

  const changeRole = (next: string) =>
    setSearchParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next === ALL_ROLES) out.delete(ROLE_PARAM);
      else out.set(ROLE_PARAM, next);
      out.delete('page');
      return out;
    });

  const rowActions = React.useCallback(
    (user: AdminUser) => {
      const ask = (kind: AccountActionKind) => (u: AdminUser) => setAction({ kind, user: u });
      return (
        <UserActions
          user={user}
          onEdit={edit}
          onInvite={(u) => invite.mutate(u)}
          onToggleActive={ask('toggle')}
          onChangeEmail={setEmailOf}
          onRevoke={ask('revoke')}
          onDelete={ask('delete')}
        />
      );
    },
    [invite, edit],
  );
  const columns = React.useMemo(() => userColumns(companyId === ALL_COMPANIES), [companyId]);

  return (
    <div className="grid gap-4">
      <SectionToolbar>
        <CreateButton
          label={texts.create}
          onClick={() => {
            void loadTemporaryPassword().catch(ignore);
            create();
          }}
        />
      </SectionToolbar>
      <SectionTable
        {...table}
        columns={columns}
        query={users}
        filters={<RoleFilter value={role} onChange={changeRole} />}
        filtered={role !== ALL_ROLES}
        rowActions={rowActions}
      />
      {editing && (
        <React.Suspense fallback={null}>
          <UserDialog
            key={editing.row?.id ?? 'new'}
            user={editing.row}
            companies={companies}
            defaultCompanyId={companyId}
            onClose={closeEdit}
            onCreated={(result) => {
              closeEdit();
              setPassword(result.temporaryPassword);
            }}
          />
        </React.Suspense>
      )}
      {actionUsed && (
        <React.Suspense fallback={null}>
          <AccountActionDialog action={action} onClose={() => setAction(null)} />
        </React.Suspense>
      )}
      {emailOf && (
        <React.Suspense fallback={null}>
          <ChangeEmailDialog key={emailOf.id} user={emailOf} onClose={() => setEmailOf(null)} />
        </React.Suspense>
      )}
      {passwordUsed && (
        <React.Suspense fallback={null}>
          <TemporaryPasswordDialog password={password} onClose={() => setPassword(null)} />
        </React.Suspense>
      )}
    </div>
  );
}
