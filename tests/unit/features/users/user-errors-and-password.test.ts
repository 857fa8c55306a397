import { afterEach, describe, expect, it, vi } from 'vitest';

import { generatePassword } from '@/features/users/utils/password';
import { ALL_ROLES, CREATABLE_ROLES, roleLabel } from '@/features/users/utils/roles';
import { uniqueClash, userErrors, userWriteErrorText } from '@/features/users/utils/user-errors';

const unique = (message: string, details?: string) => ({ code: '23505', message, details });

describe('user save errors', () => {
  it('names the field a unique key clash is about (message or details)', () => {
    expect(uniqueClash(unique('duplicate key value violates "profiles_username_key"'))).toEqual({
      field: 'username',
      message: userErrors.usernameTaken,
    });
    expect(uniqueClash(unique('duplicate key', 'Key (curp)=(GODE561231HDFRRN09) already exists.'))).toEqual({
      field: 'curp',
      message: userErrors.curpTaken,
    });
    expect(uniqueClash(unique('duplicate key', 'Key (email)=(a@b.mx) already exists.'))).toEqual({
      field: 'email',
      message: userErrors.emailTaken,
    });
    expect(uniqueClash({ code: '23503', message: 'username' })).toBeNull();
    expect(uniqueClash(null)).toBeNull();
  });

  it("keeps the last-admin guard's own Spanish text", () => {
    const guard = 'Debe quedar al menos un administrador activo.';
    expect(userWriteErrorText({ code: '42501', message: guard })).toBe(guard);
    const self = 'No puedes desactivar tu propia cuenta.';
    expect(userWriteErrorText(new Error(self))).toBe(self);
  });

  it('explains an existing Firebase account, a clash, or the data error', () => {
    expect(userWriteErrorText({ code: 'auth/email-already-in-use' })).toBe(userErrors.accountExists);
    expect(userWriteErrorText(unique('x', 'Key (username)=(ana)'))).toBe(userErrors.usernameTaken);
    expect(userWriteErrorText({ code: '42501', message: 'permission denied' })).toBe(
      'No tienes permisos para realizar esta acción.',
    );
    expect(userWriteErrorText({ code: 'XX000', message: 'boom' })).toBe('boom');
    expect(userErrors.profileFailed({ code: '42501' })).toBe(
      'No se pudo guardar el perfil (No tienes permisos para realizar esta acción.). Se deshizo la cuenta de acceso: revisa los datos e inténtalo de nuevo.',
    );
  });
});

describe('roles', () => {
  it('shows Spanish role names and unknown roles as stored', () => {
    expect(roleLabel('admin')).toBe('Administrador');
    expect(roleLabel('client')).toBe('Cliente');
    expect(roleLabel('collaborator')).toBe('Colaborador');
    expect(roleLabel('auditor')).toBe('auditor');
    expect(CREATABLE_ROLES).toEqual(['client', 'collaborator']);
    expect(ALL_ROLES).toBe('todos');
  });
});

describe('generatePassword', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Makes crypto.getRandomValues return `values` (then zeros). */
  const randomness = (values: number[]) =>
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView>(array: T) => {
      (array as unknown as Uint32Array).set(values.slice(0, (array as unknown as Uint32Array).length));
      return array;
    });

  it('maps random numbers onto the alphabet without look-alikes, then a digit and a symbol', () => {
    // 57 letters and digits: 0 -> 'A', 56 -> '9', 57 wraps to 'A'; 23 -> 'Z' (no I nor O), 48 -> 'z' (no l).
    randomness([0, 56, 57, 23, 48, 8, 8, 0, 0, 0, 0, 0, 7, 11]);
    expect(generatePassword()).toBe('A9AZzJJAAAAA9$');
  });

  it('honours the length and always ends with a digit 2-9 and a symbol', () => {
    randomness([1, 2, 0, 0]);
    expect(generatePassword(4)).toBe('BC2#');
    vi.restoreAllMocks();
    for (let i = 0; i < 20; i++) {
      const password = generatePassword(10);
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{8}[2-9][#$%&*+\-=?@]$/);
    }
  });
});
