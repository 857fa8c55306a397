// Spanish texts of the account functions. The form's own field texts (taken e-mail, username, CURP) come
// from the users feature, so the browser and the server say the same thing.
import { userErrors } from '../../../src/features/users/utils/user-errors';

export { userErrors };

export const accountMessages = {
  signedOut: 'Tu sesión expiró. Inicia sesión de nuevo para continuar.',
  notAdmin: 'Solo un administrador activo puede gestionar cuentas de usuario.',
  inactiveCaller: 'Tu cuenta está desactivada.',
  userNotFound: 'El usuario ya no existe. Actualiza la lista.',
  companyNotFound: 'La empresa seleccionada ya no existe. Elige otra empresa.',
  adminNotCreatable:
    'Las cuentas de administrador se crean como cliente o colaborador y luego se les cambia el rol.',
  invalidEmail: 'Ingresa un correo electrónico válido.',
  invalidRequest: 'La solicitud no es válida.',
  formUsed: 'Este formulario ya creó a otro usuario. Ciérralo y ábrelo de nuevo para crear uno más.',
  sameEmail: 'El correo nuevo es igual al actual.',
  selfDelete: 'No puedes eliminar tu propia cuenta.',
  selfDeactivate: 'No puedes desactivar tu propia cuenta.',
  inactiveInvite: 'El usuario está desactivado: actívalo antes de reenviar la invitación.',
  mailDown:
    'No se pudo enviar la invitación: el servidor de correo no respondió. Inténtalo de nuevo en unos minutos.',
  hasCertificates:
    'No se puede eliminar: el usuario tiene constancias DC-3 emitidas, que deben conservarse. Desactívalo en su lugar.',
  accountStep: (what: string) =>
    `No se pudo ${what} la cuenta de acceso (Firebase); no se cambió nada. Inténtalo de nuevo.`,
  sessionsStep:
    'No se pudieron cerrar las sesiones de la cuenta de acceso (Firebase); no se cambió nada. Inténtalo de nuevo.',
  createUndone:
    'No se pudo terminar de crear el usuario; se deshizo lo que se había creado. Revisa los datos e inténtalo de nuevo.',
  createLeftAccount:
    'No se pudo terminar de crear el usuario y su cuenta de acceso (Firebase) quedó sin perfil. Avisa al equipo técnico antes de volver a intentarlo con ese correo.',
  emailInFirebase:
    'Ya existe una cuenta de acceso (Firebase) con ese correo. No se cambió el correo: usa otro.',
  noAccount:
    'El usuario no tiene cuenta de acceso (Firebase). Elimínalo y vuelve a crearlo para enviarle una invitación.',
  notAllowed: 'No tienes permiso para hacer este cambio. Actualiza la lista e inténtalo de nuevo.',
  deactivatedNotRecorded:
    'El usuario quedó desactivado y sin acceso, pero no se pudo registrar el cierre de sus sesiones. Antes de volver a activarlo, usa «Cerrar Sesión en Todos los Dispositivos».',
  revokedNotRecorded:
    'Se revocaron las sesiones en Firebase, pero el portal no pudo registrarlo: las sesiones abiertas pueden seguir hasta una hora. Inténtalo de nuevo.',
  noPendingChange:
    'Tu cuenta no tiene un cambio de contraseña pendiente. Cámbiala desde tu perfil con tu contraseña actual.',
  weakPassword:
    'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial.',
  passwordStep: 'No se pudo cambiar la contraseña; no se cambió nada. Inténtalo de nuevo.',
  passwordNotRecorded:
    'Tu contraseña nueva ya funciona, pero el portal no pudo registrar el cambio. Inicia sesión con tu contraseña nueva y vuelve a cambiarla.',
  accountLeft:
    'Se borró el perfil, pero la cuenta de acceso (Firebase) no se pudo borrar: quedó desactivada. Inténtalo de nuevo más tarde.',
} as const;
