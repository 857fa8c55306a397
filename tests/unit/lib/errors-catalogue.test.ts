// Every branch of the error catalogues with its exact Spanish text (errors.test.ts covers the main ones):
// what reads a code or a message from any thrown value, and each context's mapping, fallback included.
import { describe, expect, it } from 'vitest';

import {
  GENERIC_ERROR,
  actionCodeErrorText,
  dataErrorText,
  errorMessage,
  firebaseErrorCode,
  isNoRowsError,
  loginErrorText,
  loginErrors,
  passwordChangeErrorText,
  passwordChangeErrors,
  resetRequestErrorText,
  resetRequestTexts,
} from '@/lib/errors';

const fb = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });

describe('reading thrown values', () => {
  it.each([
    [{ code: 'auth/user-disabled' }, 'user-disabled'],
    [{ code: 'storage/unauthorized' }, 'storage/unauthorized'],
    [{ code: 'x-auth/y' }, 'x-auth/y'],
    [{ code: 42 }, ''],
    [{ message: 'sin código' }, ''],
    ['auth/wrong-password', ''],
    [undefined, ''],
  ])('firebaseErrorCode(%j) is %j', (error, code) => {
    expect(firebaseErrorCode(error)).toBe(code);
  });

  it.each([
    [new Error('de un Error'), 'de un Error'],
    [{ message: 'de un objeto' }, 'de un objeto'],
    [{ message: 7 }, ''],
    ['un texto', 'un texto'],
    [null, ''],
    [42, ''],
  ])('errorMessage(%j) is %j', (error, message) => {
    expect(errorMessage(error)).toBe(message);
  });
});

describe('login', () => {
  it.each([
    ['invalid-credential', loginErrors.invalidCredentials],
    ['user-not-found', loginErrors.invalidCredentials],
    ['wrong-password', loginErrors.invalidCredentials],
    ['invalid-login-credentials', loginErrors.invalidCredentials],
    ['too-many-requests', loginErrors.tooManyRequests],
    ['invalid-email', 'El formato del correo electrónico no es válido.'],
    ['user-disabled', 'Tu cuenta ha sido deshabilitada.'],
    ['network-request-failed', 'No se pudo conectar con el servicio. Revisa tu conexión a internet.'],
    ['internal-error', GENERIC_ERROR],
  ])('%s', (code, text) => {
    expect(loginErrorText(fb(code))).toBe(text);
  });

  it('treats the username lookup miss as wrong credentials, whatever its code', () => {
    expect(loginErrorText({ message: 'Usuario no encontrado o credenciales inválidas.' })).toBe(
      loginErrors.invalidCredentials,
    );
    expect(loginErrorText('Usuario no encontrado')).toBe(loginErrors.invalidCredentials);
    expect(loginErrorText({ message: 'Usuario bloqueado' })).toBe(GENERIC_ERROR);
  });

  it('keeps the catalogue texts', () => {
    expect(GENERIC_ERROR).toBe('Ocurrió un error inesperado. Por favor, inténtalo de nuevo.');
    expect(loginErrors.invalidCredentials).toBe(
      'El correo/usuario o la contraseña son incorrectos. Por favor, verifica tus datos.',
    );
  });
});

describe('password reset request', () => {
  it.each([
    ['invalid-email', 'El formato del correo electrónico no es válido.'],
    // An unknown address gets the success text, so the form does not reveal who is registered.
    ['user-not-found', resetRequestTexts.success],
    ['too-many-requests', loginErrors.tooManyRequests],
    ['internal-error', resetRequestTexts.failure],
  ])('%s', (code, text) => {
    expect(resetRequestErrorText(fb(code))).toBe(text);
  });
});

describe('account action links', () => {
  it.each([
    ['expired-action-code', 'El enlace ha expirado. Solicita uno nuevo.'],
    ['invalid-action-code', 'El enlace es inválido. Solicita uno nuevo.'],
    ['user-disabled', 'Tu cuenta ha sido deshabilitada.'],
    ['user-not-found', 'No se encontró una cuenta asociada a este enlace.'],
    ['weak-password', 'La contraseña es demasiado débil. Elige una más segura.'],
    ['internal-error', GENERIC_ERROR],
  ])('%s', (code, text) => {
    expect(actionCodeErrorText(fb(code))).toBe(text);
  });
});

describe('password change', () => {
  it.each([
    ['wrong-password', 'La contraseña actual es incorrecta.'],
    ['invalid-credential', 'La contraseña actual es incorrecta.'],
    ['invalid-login-credentials', 'La contraseña actual es incorrecta.'],
    ['weak-password', 'La nueva contraseña es demasiado débil. Elige una más segura.'],
    [
      'requires-recent-login',
      'Por seguridad, cierra sesión y vuelve a iniciarla antes de cambiar tu contraseña.',
    ],
    ['too-many-requests', loginErrors.tooManyRequests],
  ])('%s', (code, text) => {
    expect(passwordChangeErrorText(fb(code))).toBe(text);
  });

  it("shows another error's own message, or the fallback when it has none", () => {
    expect(passwordChangeErrorText(fb('internal-error'))).toBe('Firebase: Error (auth/internal-error).');
    expect(passwordChangeErrorText(null)).toBe(passwordChangeErrors.fallback);
  });
});

describe('data errors', () => {
  it.each([
    [{ code: 'PGRST116' }, true],
    [{ code: 'PGRST117' }, false],
    [{}, false],
    [null, false],
    ['PGRST116', false],
  ])('isNoRowsError(%j) is %s', (error, expected) => {
    expect(isNoRowsError(error)).toBe(expected);
  });

  it.each([
    [{ code: '42501', message: 'permission denied' }, 'No tienes permisos para realizar esta acción.'],
    [{ code: 'PGRST301', message: 'JWT expired' }, 'No tienes permisos para realizar esta acción.'],
    [{ code: 'PGRST302', message: 'anonymous' }, 'No tienes permisos para realizar esta acción.'],
    [new TypeError('Failed to fetch'), 'No se pudo conectar con el servidor.'],
    [{ message: 'TypeError: failed to fetch (red)' }, 'No se pudo conectar con el servidor.'],
    [{ code: '23505', message: 'duplicate key' }, 'duplicate key'],
    [{ code: '23505' }, GENERIC_ERROR],
    [null, GENERIC_ERROR],
    ['sin conexión', 'sin conexión'],
  ])('dataErrorText(%j)', (error, text) => {
    expect(dataErrorText(error)).toBe(text);
  });
});

describe('errors read from undefined', () => {
  it('treats a missing error as no code and no message instead of failing', () => {
    expect(isNoRowsError(undefined)).toBe(false);
    expect(dataErrorText(undefined)).toBe(GENERIC_ERROR);
  });
});
