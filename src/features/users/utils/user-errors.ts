// Spanish texts for what can go wrong when saving a user: taken e-mail, username or CURP (checked before
// the account is created, and again by the database's unique constraints), an existing Firebase account,
// and the database guard that protects the last active admin (its own Spanish message is kept).
import { dataErrorText, errorMessage, firebaseErrorCode } from '@/lib/errors';

export const userErrors = {
  emailTaken: 'Ya existe un usuario con ese correo electrónico.',
  usernameTaken: 'Ese nombre de usuario ya está en uso.',
  curpTaken: 'Ya existe un usuario con esa CURP.',
  accountExists:
    'Ya existe una cuenta de acceso (Firebase) con ese correo. No se creó el perfil: usa otro correo o pide al usuario que restablezca su contraseña e inicie sesión.',
  profileFailed: (cause: unknown) =>
    `No se pudo guardar el perfil (${dataErrorText(cause)}). Se deshizo la cuenta de acceso: revisa los datos e inténtalo de nuevo.`,
  invitationFailed:
    'El usuario se creó, pero no se pudo enviar la invitación. Usa «Reenviar Invitación» en la lista.',
} as const;

/** A field-level clash: which form field, and its text. */
export type UserClash = { field: 'email' | 'username' | 'curp'; message: string };

export function uniqueClash(error: unknown): UserClash | null {
  if ((error as { code?: unknown } | null)?.code !== '23505') return null;
  const text = `${errorMessage(error)} ${String((error as { details?: unknown }).details ?? '')}`;
  if (text.includes('username')) return { field: 'username', message: userErrors.usernameTaken };
  if (text.includes('curp')) return { field: 'curp', message: userErrors.curpTaken };
  return { field: 'email', message: userErrors.emailTaken };
}

/** The guard's Spanish message (42501 from a trigger) rather than the generic permission text. */
export function userWriteErrorText(error: unknown): string {
  const message = errorMessage(error);
  if (/administrador activo|tu propia cuenta/.test(message)) return message;
  if (firebaseErrorCode(error) === 'email-already-in-use') return userErrors.accountExists;
  return uniqueClash(error)?.message ?? dataErrorText(error);
}
