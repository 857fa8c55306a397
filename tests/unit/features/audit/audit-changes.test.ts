// The audit trail's `changes` as the lines a person reads: values, hidden fields, company names.
import { describe, expect, it } from 'vitest';

import { describeChanges, formatValue } from '@/features/audit/utils/audit-changes';

describe('formatValue', () => {
  it('reads empty values as (vacío) and booleans as sí / no', () => {
    expect(formatValue(null)).toBe('(vacío)');
    expect(formatValue(undefined)).toBe('(vacío)');
    expect(formatValue('')).toBe('(vacío)');
    expect(formatValue(true)).toBe('sí');
    expect(formatValue(false)).toBe('no');
  });

  it('keeps text as it is and writes numbers and objects as JSON', () => {
    expect(formatValue('Constructora Alfa')).toBe('Constructora Alfa');
    expect(formatValue(0)).toBe('0');
    expect(formatValue(12.5)).toBe('12.5');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
    expect(formatValue(['x', 2])).toBe('["x",2]');
  });

  it('cuts values longer than 80 characters to 79 and an ellipsis', () => {
    const eighty = 'a'.repeat(80);
    expect(formatValue(eighty)).toBe(eighty);
    expect(formatValue(`${eighty}b`)).toBe(`${'a'.repeat(79)}…`);
    expect(formatValue(`${'a'.repeat(79)}bc`)).toBe(`${'a'.repeat(79)}…`);
  });
});

describe('describeChanges', () => {
  const names: Record<string, string> = { 'c-1': 'Constructora Alfa', 'c-2': 'Servicios Beta' };
  const companyName = (id: string) => names[id];

  it('gives nothing for changes that are not an object', () => {
    expect(describeChanges('update', null)).toEqual([]);
    expect(describeChanges('insert', 'texto')).toEqual([]);
    expect(describeChanges('insert', 3)).toEqual([]);
    expect(describeChanges('insert', ['name', 'rfc'])).toEqual([]);
  });

  it('reads an update as "campo: antes → después", without ids and timestamps', () => {
    const changes = {
      name: { old: 'Alfa', new: 'Alfa SA' },
      active: { old: true, new: false },
      updated_at: { old: '2026-01-01', new: '2026-01-02' },
      id: { old: 1, new: 2 },
      notes: { old: null, new: 'hola' },
      service_type: { old: 'a', new: 'b' },
    };
    expect(describeChanges('update', changes)).toEqual([
      'nombre: Alfa → Alfa SA',
      'activo: sí → no',
      'notas: (vacío) → hola',
      'tipo de servicio: a → b',
    ]);
  });

  it('names the companies of an update, keeping the id of an unknown one', () => {
    const changes = { company_id: { old: 'c-1', new: 'c-9' } };
    expect(describeChanges('update', changes, companyName)).toEqual(['empresa: Constructora Alfa → c-9']);
    expect(describeChanges('update', { company_id: { old: 'c-1', new: null } }, companyName)).toEqual([
      'empresa: Constructora Alfa → (vacío)',
    ]);
    // Without a lookup every company stays its id.
    expect(describeChanges('update', { company_id: { old: 'c-1', new: 'c-2' } })).toEqual([
      'empresa: c-1 → c-2',
    ]);
  });

  it('formats a non-company column that holds an id-like text as plain text', () => {
    expect(describeChanges('update', { name: { old: 'c-1', new: 'c-2' } }, companyName)).toEqual([
      'nombre: c-1 → c-2',
    ]);
  });

  it('reads an update whose change is not an old/new pair as empty on both sides', () => {
    expect(describeChanges('update', { rfc: 'ABC123456XY9' })).toEqual(['RFC: (vacío) → (vacío)']);
    expect(describeChanges('update', { rfc: ['a', 'b'] })).toEqual(['RFC: (vacío) → (vacío)']);
  });

  it('reads a created or removed row field by field, leaving out empty fields, the company and internals', () => {
    const row = {
      id: 'x',
      company_id: 'c-1',
      name: 'Reporte',
      notes: null,
      comment: '',
      active: false,
      rating: 0,
      firebase_uid: 'uid',
      must_change_password: true,
      custom_field_name: 'valor',
    };
    const expected = [
      'nombre: Reporte',
      'activo: no',
      'calificación: 0',
      'cambio de contraseña pendiente: sí',
      'custom field name: valor',
    ];
    expect(describeChanges('insert', row, companyName)).toEqual(expected);
    expect(describeChanges('delete', row, companyName)).toEqual(expected);
  });

  it('hides every internal column of tables and Storage objects', () => {
    const hidden = [
      'id',
      'created_at',
      'updated_at',
      'owner',
      'owner_id',
      'metadata',
      'user_metadata',
      'version',
      'path_tokens',
      'last_accessed_at',
      'firebase_uid',
      'submitted_by',
      'level',
    ];
    const row = Object.fromEntries(hidden.map((key) => [key, 'x']));
    expect(describeChanges('insert', { ...row, bucket_id: 'documents' })).toEqual(['bucket: documents']);
    const update = Object.fromEntries(hidden.map((key) => [key, { old: 'a', new: 'b' }]));
    expect(describeChanges('update', update)).toEqual([]);
  });
});
