// What a failed call to a callable function becomes: the portal's own Spanish message when the server
// wrote one (its error carries `details`), otherwise a Spanish text chosen by the SDK's code.
import { describe, expect, it } from 'vitest';

import { FunctionError, functionError } from '@/lib/functions';

/**
 * An error as firebase/functions throws it: a FunctionsError with code 'functions/<code>', the message
 * with the HTTP status appended (' [409]'), and the server's details, if any.
 */
const sdk = (code: string, message: string, details?: unknown, status = 400) =>
  Object.assign(new Error(`${message} [${status}]`), {
    name: 'FirebaseError',
    code: `functions/${code}`,
    details,
  });

const GENERIC = 'Ocurrió un error inesperado en el servidor. Inténtalo de nuevo.';

describe('functionError', () => {
  it("keeps the server's message and the field it names when the error carries details", () => {
    const error = functionError(
      sdk('already-exists', 'Ese nombre de usuario ya está en uso.', { field: 'username' }, 409),
    );
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: 'Ese nombre de usuario ya está en uso.',
      code: 'already-exists',
      field: 'username',
    });
  });

  it('gives no field when the server named none (or not as text), and keeps its message for any code', () => {
    expect(
      functionError(
        sdk('permission-denied', 'Solo un administrador activo puede gestionar cuentas.', {
          field: null,
        }),
      ),
    ).toMatchObject({
      message: 'Solo un administrador activo puede gestionar cuentas.',
      code: 'permission-denied',
      field: null,
    });
    expect(functionError(sdk('internal', 'No se pudo terminar.', { field: 3 }))).toMatchObject({
      message: 'No se pudo terminar.',
      code: 'internal',
      field: null,
    });
    expect(functionError(sdk('not-found', 'El usuario ya no existe.', {}))).toMatchObject({
      message: 'El usuario ya no existe.',
      field: null,
    });
  });

  it('drops only the HTTP status the SDK appends, not brackets of the message itself', () => {
    expect(functionError(sdk('not-found', 'El usuario ya no existe.', { field: null }, 404)).message).toBe(
      'El usuario ya no existe.',
    );
    expect(
      functionError(
        Object.assign(new Error('Falta el paso [2] del alta.'), {
          code: 'functions/internal',
          details: { field: null },
        }),
      ).message,
    ).toBe('Falta el paso [2] del alta.');
  });

  it.each([
    ['unauthenticated', 'Tu sesión expiró. Inicia sesión de nuevo para continuar.'],
    ['permission-denied', 'No tienes permisos para realizar esta acción.'],
    [
      'unavailable',
      'No se pudo conectar con el servidor del portal. Revisa tu conexión e inténtalo de nuevo.',
    ],
    ['deadline-exceeded', 'El servidor del portal tardó demasiado en responder. Inténtalo de nuevo.'],
    ['not-found', 'El servicio del portal no está disponible en este momento. Inténtalo más tarde.'],
  ])("replaces the SDK's own %s error (no details) with a Spanish text", (code, text) => {
    const error = functionError(sdk(code, code === 'not-found' ? 'NOT FOUND' : code));
    expect(error).toMatchObject({ message: text, code, field: null });
  });

  it('says the server could not be reached when no answer arrived (offline): status 0', () => {
    expect(functionError(sdk('internal', 'internal', undefined, 0))).toMatchObject({
      message: 'No se pudo conectar con el servidor del portal. Revisa tu conexión e inténtalo de nuevo.',
      code: 'unavailable',
      field: null,
    });
  });

  it('says an unexpected error happened for anything else, without the English text', () => {
    expect(functionError(sdk('internal', 'internal', undefined, 500))).toMatchObject({
      message: GENERIC,
      code: 'internal',
      field: null,
    });
    expect(functionError(sdk('resource-exhausted', 'Too many requests'))).toMatchObject({
      message: GENERIC,
      code: 'resource-exhausted',
    });
    expect(functionError(new TypeError('Failed to fetch'))).toMatchObject({
      message: GENERIC,
      code: 'internal',
    });
    for (const odd of [null, undefined, 'texto', 42, { details: 'no es objeto', message: 'x', code: 'x' }]) {
      expect(functionError(odd)).toMatchObject({ message: GENERIC, field: null });
    }
    // Details but no message text: not the server's message either.
    expect(functionError({ code: 'functions/internal', details: { field: 'email' } })).toMatchObject({
      message: GENERIC,
      field: null,
    });
  });
});
