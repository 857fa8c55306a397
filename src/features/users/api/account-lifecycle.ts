// Activating, deactivating, deleting, changing the e-mail of and closing the sessions of a user: each one
// call to its function, which changes the profile and the Firebase account together (deactivating also
// disables the account and signs the person out everywhere). The server's Spanish reason is the toast.
import { useMutation } from '@tanstack/react-query';

import { callFunction } from '@/lib/functions';

import { asFieldError } from './create-user';

interface Target {
  id: string;
  email: string;
}

const reason = (error: unknown) => (error as Error).message;

export async function setUserActive({ id, active }: Target & { active: boolean }): Promise<void> {
  await callFunction('setuseractive', { profileId: id, active });
}

export const useSetUserActive = () =>
  useMutation({
    mutationFn: setUserActive,
    meta: {
      writes: ['profiles'],
      successToast: {
        title: 'Usuario actualizado',
        description: (_data, input) => {
          const { email, active } = input as Target & { active: boolean };
          return active
            ? `${email} puede volver a entrar.`
            : `${email} ya no puede entrar y se cerró su sesión en todos los dispositivos.`;
        },
      },
      errorToast: { title: 'No se pudo cambiar el estado', description: reason },
    },
  });

export async function deleteUser({ id }: Target): Promise<void> {
  await callFunction('deleteuser', { profileId: id });
}

export const useDeleteUser = () =>
  useMutation({
    mutationFn: deleteUser,
    meta: {
      writes: [
        'profiles',
        'feedback',
        'course_assignments',
        'lesson_progress',
        'quiz_attempts',
        'account_visits',
      ],
      successToast: {
        title: 'Usuario eliminado',
        description: (_data, input) => `Se eliminaron el perfil y la cuenta de ${(input as Target).email}.`,
      },
      errorToast: { title: 'No se pudo eliminar el usuario', description: reason },
    },
  });

export async function changeUserEmail({ id, email }: { id: string; email: string }): Promise<void> {
  try {
    await callFunction('changeuseremail', { profileId: id, email });
  } catch (error) {
    throw asFieldError(error);
  }
}

/** The form shows the refusal under its field: no toast on error. */
export const useChangeUserEmail = () =>
  useMutation({
    mutationFn: changeUserEmail,
    meta: {
      writes: ['profiles'],
      successToast: {
        title: 'Correo actualizado',
        description: (_data, input) => `Ahora inicia sesión con ${(input as { email: string }).email}.`,
      },
    },
  });

export async function revokeUserSessions({ id }: Target): Promise<void> {
  await callFunction('revokesessions', { profileId: id });
}

export const useRevokeUserSessions = () =>
  useMutation({
    mutationFn: revokeUserSessions,
    meta: {
      writes: ['profiles'],
      successToast: {
        title: 'Sesiones cerradas',
        description: (_data, input) =>
          `Se cerró la sesión de ${(input as Target).email} en todos sus dispositivos.`,
      },
      errorToast: { title: 'No se pudieron cerrar las sesiones', description: reason },
    },
  });
