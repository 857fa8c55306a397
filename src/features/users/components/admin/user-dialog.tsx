// 'Nuevo Usuario' / 'Editar Usuario'. Mounted per opening (keyed by the parent), so each opening starts
// from fresh values. A role change asks for a confirmation on top of the dialog.
import { FormDialog } from '@/components/form/form-dialog';
import { AlertDialog } from '@/components/ui/alert-dialog';

import type { CreateUserResult } from '../../api/create-user';
import type { AdminUser } from '../../api/get-users-page';
import { useUserForm } from '../../hooks/use-user-form';
import { roleLabel } from '../../utils/roles';
import { UserFields } from './user-fields';

const texts = {
  createTitle: 'Nuevo Usuario',
  editTitle: 'Editar Usuario',
  createDescription: 'Se crea su cuenta de acceso; después recibe una invitación o una contraseña temporal.',
  editDescription: 'El correo se cambia con «Cambiar Correo», en el menú del usuario.',
  create: 'Crear Usuario',
  save: 'Guardar',
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
  const { form, submit, staleWrite, pendingRoleChange, confirmRoleChange, cancelRoleChange, isPending } =
    useUserForm({
      user,
      defaultCompanyId,
      onCreated,
      onSaved: onClose,
    });

  return (
    <>
      {/* While the role confirmation is up, a press on it reaches this dialog as an outside press (Radix
          sibling layers): it must not close the form underneath. */}
      <FormDialog
        onClose={onClose}
        locked={pendingRoleChange !== null}
        title={user ? texts.editTitle : texts.createTitle}
        description={user ? texts.editDescription : texts.createDescription}
        state={{ form, submit, isPending, staleWrite }}
        submitLabel={user ? texts.save : texts.create}
        className="sm:max-w-2xl"
      >
        <UserFields control={form.control} companies={companies} editing={user !== null} />
      </FormDialog>
      <AlertDialog
        open={pendingRoleChange !== null}
        onOpenChange={(open) => !open && cancelRoleChange()}
        title={texts.roleTitle}
        description={
          user && pendingRoleChange
            ? texts.roleDescription(user.email, user.role, pendingRoleChange.role)
            : undefined
        }
        confirmLabel="Cambiar Rol"
        onConfirm={confirmRoleChange}
        busy={isPending}
      />
    </>
  );
}
