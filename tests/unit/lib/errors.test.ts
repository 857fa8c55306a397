import {
  actionCodeErrorText,
  dataErrorText,
  firebaseErrorCode,
  GENERIC_ERROR,
  isNoRowsError,
  loginErrorText,
  passwordChangeErrorText,
  resetRequestErrorText,
} from '@/lib/errors';

const fb = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });

describe('error mapping', () => {
  it('reads Firebase error codes without the auth/ prefix', () => {
    expect(firebaseErrorCode(fb('wrong-password'))).toBe('wrong-password');
    expect(firebaseErrorCode(new Error('x'))).toBe('');
    expect(firebaseErrorCode(null)).toBe('');
  });

  it('maps the login catalogue of spec §8', () => {
    const invalid = 'El correo/usuario o la contraseña son incorrectos. Por favor, verifica tus datos.';
    for (const code of ['invalid-credential', 'user-not-found', 'wrong-password']) {
      expect(loginErrorText(fb(code))).toBe(invalid);
    }
    expect(loginErrorText(new Error('Usuario no encontrado o credenciales inválidas.'))).toBe(invalid);
    expect(loginErrorText(fb('too-many-requests'))).toMatch(/^Has intentado iniciar sesión demasiadas veces/);
    expect(loginErrorText(fb('invalid-email'))).toBe('El formato del correo electrónico no es válido.');
    expect(loginErrorText(fb('internal-error'))).toBe(GENERIC_ERROR);
    expect(loginErrorText(new Error('Error al verificar el usuario.'))).toBe(GENERIC_ERROR);
  });

  it('maps reset-request errors', () => {
    expect(resetRequestErrorText(fb('invalid-email'))).toBe(
      'El formato del correo electrónico no es válido.',
    );
    expect(resetRequestErrorText(fb('internal-error'))).toBe(
      'No se pudo enviar el correo de restablecimiento.',
    );
  });

  it('maps account-action errors', () => {
    expect(actionCodeErrorText(fb('expired-action-code'))).toBe('El enlace ha expirado. Solicita uno nuevo.');
    expect(actionCodeErrorText(fb('invalid-action-code'))).toBe('El enlace es inválido. Solicita uno nuevo.');
    expect(actionCodeErrorText(fb('user-disabled'))).toBe('Tu cuenta ha sido deshabilitada.');
    expect(actionCodeErrorText(fb('weak-password'))).toMatch(/débil/);
  });

  it('maps change-password errors', () => {
    expect(passwordChangeErrorText(fb('wrong-password'))).toBe('La contraseña actual es incorrecta.');
    expect(passwordChangeErrorText(fb('invalid-credential'))).toBe('La contraseña actual es incorrecta.');
    expect(passwordChangeErrorText(fb('requires-recent-login'))).toMatch(/cierra sesión/);
    expect(passwordChangeErrorText(fb('weak-password'))).toMatch(/débil/);
    expect(passwordChangeErrorText({})).toBe('Ocurrió un error al cambiar la contraseña.');
  });

  it('recognises PostgREST no-rows and describes data errors', () => {
    expect(isNoRowsError({ code: 'PGRST116' })).toBe(true);
    expect(isNoRowsError({ code: '42501' })).toBe(false);
    expect(dataErrorText({ code: '42501', message: 'permission denied' })).toMatch(/permisos/);
    expect(dataErrorText({ code: 'XX000', message: 'boom' })).toBe('boom');
  });
});
