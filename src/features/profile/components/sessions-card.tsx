// Mi Perfil › Sesiones: close this account's session on every device (a lost phone, a shared computer).
// After a confirmation; this browser is signed out too and the person signs in again.
import { LogOut } from 'lucide-react';
import * as React from 'react';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';

import { useRevokeMySessions } from '../api/revoke-my-sessions';

export const sessionsTexts = {
  title: 'Sesiones',
  description:
    'Si dejaste tu sesión abierta en otro equipo o perdiste un dispositivo, ciérrala en todos a la vez.',
  action: 'Cerrar Sesión en Todos los Dispositivos',
  confirmTitle: '¿Cerrar sesión en todos los dispositivos?',
  confirmDescription:
    'Se cerrará tu sesión en todos tus dispositivos, también en este. Podrás volver a entrar con tu contraseña.',
  confirm: 'Cerrar Sesiones',
  doneTitle: 'Sesiones cerradas',
  doneDescription: 'Se cerró tu sesión en todos los dispositivos. Inicia sesión de nuevo para continuar.',
} as const;

export function SessionsCard({ onSignedOutEverywhere }: { onSignedOutEverywhere: () => Promise<void> }) {
  const [asking, setAsking] = React.useState(false);
  const revoke = useRevokeMySessions();
  const confirm = () =>
    revoke.mutate(undefined, {
      onSuccess: async () => {
        toast({
          variant: 'success',
          title: sessionsTexts.doneTitle,
          description: sessionsTexts.doneDescription,
        });
        await onSignedOutEverywhere();
      },
      onSettled: () => setAsking(false),
    });
  return (
    <Card>
      <CardHeader className="flex-col gap-4 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{sessionsTexts.title}</CardTitle>
          <CardDescription>{sessionsTexts.description}</CardDescription>
        </div>
        <Button variant="outline" onClick={() => setAsking(true)} className="shrink-0">
          <LogOut aria-hidden="true" />
          {sessionsTexts.action}
        </Button>
      </CardHeader>
      <AlertDialog
        open={asking}
        onOpenChange={(open) => !open && !revoke.isPending && setAsking(false)}
        title={sessionsTexts.confirmTitle}
        description={sessionsTexts.confirmDescription}
        confirmLabel={sessionsTexts.confirm}
        confirmVariant="destructive"
        onConfirm={confirm}
        busy={revoke.isPending}
      />
    </Card>
  );
}
