// 'Mi Perfil' of every area: read-only account data, how notifications arrive, the Seguridad section and
// closing every session.
import { KeyRound } from 'lucide-react';
import * as React from 'react';

import { PageSection } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { AccountInfo } from '@/features/profile/components/account-info';
import { SessionsCard } from '@/features/profile/components/sessions-card';
import { useAuth } from '@/lib/auth/auth-context';

export function ProfileView({ showService = true }: { showService?: boolean }) {
  const { profile, signOut } = useAuth();
  // The areas render only for a signed-in profile; this guards the type, not a visible state.
  if (!profile) return null;

  return (
    <PageSection
      id="profile-title"
      title="Mi Perfil"
      description="Consulta los datos de tu cuenta y administra tu contraseña."
      className="mx-auto max-w-3xl grid-cols-[minmax(0,1fr)]"
    >
      <AccountInfo profile={profile} showService={showService} />
      <NotificationPreferences profileId={profile.id} />
      <SecurityCard />
      <SessionsCard onSignedOutEverywhere={signOut} />
    </PageSection>
  );
}

function SecurityCard() {
  const [changing, setChanging] = React.useState(false);
  return (
    <Card>
      <CardHeader className="flex-col gap-4 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Seguridad</CardTitle>
          <CardDescription>Cambia tu contraseña periódicamente para proteger tu cuenta.</CardDescription>
        </div>
        {!changing && (
          <Button variant="outline" onClick={() => setChanging(true)}>
            <KeyRound aria-hidden="true" />
            Cambiar Contraseña
          </Button>
        )}
      </CardHeader>
      {changing && (
        <CardContent>
          <ChangePasswordForm
            variant="profile"
            onDone={() => setChanging(false)}
            onCancel={() => setChanging(false)}
          />
        </CardContent>
      )}
    </Card>
  );
}
