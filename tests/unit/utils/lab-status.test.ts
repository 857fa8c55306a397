// Laboratory status rules without the list: badge label and style per stored value, the filter options
// read from the URL, and the server-side pattern of each group (checked on PostgreSQL in
// tests/unit/features/laboratory/search-pattern.test.ts; here its exact text).
import { describe, expect, it } from 'vitest';

import {
  LAB_STATUS_FILTERS,
  labStatus,
  parseStatusFilter,
  statusCondition,
} from '@/features/laboratory/utils/lab-status';

describe('labStatus', () => {
  it.each([
    ['completado', 'completado', 'Completado', 'success'],
    ['en_proceso', 'en_proceso', 'En Proceso', 'info'],
    ['procesando', 'en_proceso', 'En Proceso', 'info'],
    ['pendiente', 'pendiente', 'Pendiente', 'warning'],
    ['cancelado', 'cancelado', 'Cancelado', 'secondary'],
    ['en_revision', 'en_revision', 'En Revisión', 'info'],
    ['  Completado ', 'completado', 'Completado', 'success'],
    ['PENDIENTE', 'pendiente', 'Pendiente', 'warning'],
  ])('%j is %s', (status, group, label, variant) => {
    expect(labStatus(status)).toEqual({ group, label, variant });
  });

  it.each([
    [null, 'Desconocido'],
    [undefined, 'Desconocido'],
    ['', 'Desconocido'],
    ['   ', 'Desconocido'],
    [' En Revisión ', 'En Revisión'],
    ['muestra_rechazada', 'Muestra rechazada'],
  ])('shows %j raw as %j with the outline style', (status, label) => {
    expect(labStatus(status)).toEqual({ group: 'other', label, variant: 'outline' });
  });
});

describe('status filter', () => {
  it('offers every group after all, with Spanish labels', () => {
    expect(LAB_STATUS_FILTERS).toEqual([
      { value: 'all', label: 'Todos los estados' },
      { value: 'pendiente', label: 'Pendiente' },
      { value: 'en_proceso', label: 'En Proceso' },
      { value: 'en_revision', label: 'En Revisión' },
      { value: 'completado', label: 'Completado' },
      { value: 'cancelado', label: 'Cancelado' },
      { value: 'other', label: 'Otros' },
    ]);
  });

  it.each([
    ['pendiente', 'pendiente'],
    ['other', 'other'],
    ['all', 'all'],
    [null, 'all'],
    ['Pendiente', 'all'],
    ['desconocido', 'all'],
  ])('reads %j from the URL as %s', (value, expected) => {
    expect(parseStatusFilter(value)).toBe(expected);
  });
});

describe('statusCondition', () => {
  it('matches the stored values of one group, trimmed', () => {
    expect(statusCondition('en_proceso')).toEqual({
      negate: false,
      pattern: '^\\s*(en_proceso|procesando)\\s*$',
    });
    expect(statusCondition('completado')).toEqual({ negate: false, pattern: '^\\s*(completado)\\s*$' });
  });

  it('negates every known value for other', () => {
    expect(statusCondition('other')).toEqual({
      negate: true,
      pattern: '^\\s*(pendiente|en_proceso|procesando|en_revision|completado|cancelado)\\s*$',
    });
  });
});
