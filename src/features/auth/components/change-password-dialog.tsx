// Change-password dialog. When forced (must_change_password) it cannot be dismissed: no close button, no
// cancel, outside clicks and Escape are ignored; signing out is the only other way out (someone in the
// wrong account is not stuck).
import { LogOut } from 'lucide-react';
import type * as React from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { messages } from '@/config/messages';
import { useAuth } from '@/lib/auth/auth-context';

import { ChangePasswordForm } from './change-password-form';

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  forced?: boolean;
}

function SignOutOption() {
  const { signOut } = useAuth();
  return (
    <div className="flex items-center justify-between gap-2 border-t pt-4 text-sm text-muted-foreground">
      <span>¿No es tu cuenta?</span>
      <Button variant="ghost" size="sm" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        {messages.logout}
      </Button>
    </div>
  );
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
        {forced && <SignOutOption />}
      </DialogContent>
    </Dialog>
  );
}

interface ForcedPasswordChangeProps {
  pathname: string;
  active: boolean;
  /**
   * The routes. The signed-in areas are not rendered at all while the change is pending, so no data is
   * fetched or shown; the public pages and the redirecting routes still are (they hold no data, and
   * /login, / and /dashboard must still send a signed-in user on to its area).
   */
  children: React.ReactNode;
}

/** The forced dialog over every route except the account-action screen, with no data behind it. */
export function ForcedPasswordChange({ pathname, active, children }: ForcedPasswordChangeProps) {
  const show = active && pathname !== '/reset-password';
  // Only the areas: /dashboard itself (and /login, /) must still send the user on to its area.
  const hideRoutes = show && /^\/dashboard\/(admin|client|collaborator)(\/|$)/.test(pathname);
  return (
    <>
      {hideRoutes ? <div className="min-h-dvh bg-muted/40" /> : children}
      <ChangePasswordDialog open={show} forced />
    </>
  );
}
