// 'Perfiles Cliente': two views in the URL (?vista=empresas), users (filtered by the header company) and
// companies. The route composes both features; neither knows the other.
import { Building2, Users } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

import { tabClass } from '@/components/layouts/section-tabs';
import { PageSection } from '@/components/page-header';
import { LoadingBlock } from '@/components/ui/spinner';
import { AdminUsers } from '@/features/users/components/admin/admin-users';

import { useAdminContext } from './context';

// The companies view loads when chosen: the users view is the admin area's first screen.
const AdminCompanies = React.lazy(() =>
  import('@/features/companies/components/admin/admin-companies').then((m) => ({
    default: m.AdminCompanies,
  })),
);

const VIEW_PARAM = 'vista';
const views = [
  { id: 'usuarios', label: 'Usuarios', icon: Users },
  { id: 'empresas', label: 'Empresas', icon: Building2 },
] as const;
type View = (typeof views)[number]['id'];

export default function AdminClientsPage() {
  const { companyId, companies } = useAdminContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get(VIEW_PARAM) === 'empresas' ? 'empresas' : 'usuarios';

  const select = (next: View) =>
    setSearchParams((prev) => {
      // The company filter stays; paging, search, sort and role belong to the other view's list.
      const out = new URLSearchParams();
      const company = prev.get('empresa');
      if (company) out.set('empresa', company);
      if (next !== 'usuarios') out.set(VIEW_PARAM, next);
      return out;
    });

  return (
    <PageSection
      id="admin-clients-title"
      title="Perfiles Cliente"
      description="Administra las cuentas de los usuarios y sus empresas."
    >
      <div role="tablist" aria-label="Vista" className="flex gap-1 border-b">
        {views.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`clients-tab-${id}`}
            aria-selected={view === id}
            aria-controls="clients-panel"
            onClick={() => select(id)}
            className={tabClass(view === id)}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="clients-panel" aria-labelledby={`clients-tab-${view}`}>
        {view === 'usuarios' ? (
          <AdminUsers companyId={companyId} companies={companies} />
        ) : (
          <React.Suspense fallback={<LoadingBlock />}>
            <AdminCompanies />
          </React.Suspense>
        )}
      </div>
    </PageSection>
  );
}
