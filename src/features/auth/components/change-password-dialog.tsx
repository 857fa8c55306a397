// Change-password dialog. When forced (must_change_password) it cannot be dismissed:
// no close button, no cancel, outside clicks and Escape are ignored.
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import { ChangePasswordForm } from './change-password-form';

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  forced?: boolean;
}

export function ChangePasswordDialog({ open, onOpenChange, forced = false }: ChangePasswordDialogProps) {
  const block = (event: Event) => {
    if (forced) event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (forced ? undefined : onOpenChange?.(next))}>
      <DialogContent showClose={!forced} onInteractOutside={block} onEscapeKeyDown={block}>
        <DialogHeader>
          <DialogTitle>Cambiar Contraseña</DialogTitle>
          <DialogDescription>
            {forced
              ? 'Por seguridad, debes establecer una nueva contraseña antes de continuar.'
              : 'Ingresa tu contraseña actual y elige una nueva.'}
          </DialogDescription>
        </DialogHeader>
        <ChangePasswordForm
          variant="dialog"
          forced={forced}
          onDone={() => onOpenChange?.(false)}
          onCancel={forced ? undefined : () => onOpenChange?.(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The forced dialog over every route except the account-action screen. */
export function ForcedPasswordChange({ pathname, active }: { pathname: string; active: boolean }) {
  const show = active && pathname !== '/reset-password';
  return <ChangePasswordDialog open={show} forced />;
}
