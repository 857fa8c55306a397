// 'Nuevo usuario' / 'Editar usuario'. Mounted per opening (keyed by the parent), so each opening starts
// from fresh values. A role change asks for a confirmation on top of the dialog.
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';

import type { CreateUserResult } from '../../api/create-user';
import type { AdminUser } from '../../api/get-users-page';
import { useUserForm } from '../../hooks/use-user-form';
import { roleLabel } from '../../utils/roles';
import { UserFields } from './user-fields';

const texts = {
  createTitle: 'Nuevo usuario',
  editTitle: 'Editar usuario',
  createDescription: 'Se crea su cuenta de acceso; después recibe una invitación o una contraseña temporal.',
  editDescription: 'El correo se cambia con «Cambiar correo», en el menú del usuario.',
  create: 'Crear usuario',
  save: 'Guardar',
  saving: 'Guardando...',
  roleTitle: '¿Cambiar el rol?',
  roleDescription: (email: string, from: string, to: string) =>
    `${email} pasará de ${roleLabel(from)} a ${roleLabel(to)} y verá lo que corresponde a su nuevo rol.`,
} as const;

interface UserDialogProps {
  user: AdminUser | null;
  companies: { id: string; name: string }[];
  defaultCompanyId: string;
  onClose: () => void;
  onCreated: (result: CreateUserResult) => void;
}

export function UserDialog({ user, companies, defaultCompanyId, onClose, onCreated }: UserDialogProps) {
  const { form, submit, pendingRoleChange, confirmRoleChange, cancelRoleChange, isPending } = useUserForm({
    user,
    defaultCompanyId,
    onCreated,
    onSaved: onClose,
  });
  const rootError = form.formState.errors.root?.message;

  return (
    // While the role confirmation is up, a press on it reaches this dialog as an outside press (Radix
    // sibling layers): it must not close the form underneath.
    <Dialog open onOpenChange={(open) => !open && !isPending && !pendingRoleChange && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{user ? texts.editTitle : texts.createTitle}</DialogTitle>
          <DialogDescription>{user ? texts.editDescription : texts.createDescription}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <UserFields control={form.control} companies={companies} editing={user !== null} />
            {rootError && (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
              >
                {rootError}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={isPending} aria-busy={isPending}>
                {isPending ? texts.saving : user ? texts.save : texts.create}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
      <AlertDialog
        open={pendingRoleChange !== null}
        onOpenChange={(open) => !open && cancelRoleChange()}
        title={texts.roleTitle}
        description={
          user && pendingRoleChange
            ? texts.roleDescription(user.email, user.role, pendingRoleChange.role)
            : undefined
        }
        confirmLabel="Cambiar rol"
        onConfirm={confirmRoleChange}
        busy={isPending}
      />
    </Dialog>
  );
}
