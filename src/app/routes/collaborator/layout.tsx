// /dashboard/collaborator/*: collaborators only.
import { Outlet } from 'react-router-dom';

import { CollaboratorShell } from '@/components/layouts/collaborator-shell';
import { messages } from '@/config/messages';
import { useAuth } from '@/lib/auth/auth-context';

import { AccessDenied } from '../access-denied';

export default function CollaboratorLayout() {
  const { profile } = useAuth();
  if (profile?.role !== 'collaborator') return <AccessDenied message={messages.accessDenied} />;
  return (
    <CollaboratorShell>
      <Outlet />
    </CollaboratorShell>
  );
}
