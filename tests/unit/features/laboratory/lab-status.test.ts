import { describe, expect, it } from 'vitest';

import { canonicalStatus, labStatus, readableStatus } from '@/features/laboratory/utils/lab-status';

describe('laboratory status labels', () => {
  it('keeps the specified labels of the known values, in any case and spacing', () => {
    expect(labStatus('completado').label).toBe('Completado');
    expect(labStatus(' Procesando ').label).toBe('En Proceso');
    expect(labStatus('CANCELADO')).toMatchObject({ group: 'cancelado', label: 'Cancelado' });
    expect(labStatus(' En_Revision')).toEqual({
      group: 'en_revision',
      label: 'En Revisión',
      variant: 'info',
    });
  });

  it('shows other codes readable (underscores to spaces, first letter capital), empty as Desconocido', () => {
    expect(labStatus('muestra_rechazada')).toEqual({
      group: 'other',
      label: 'Muestra rechazada',
      variant: 'outline',
    });
    expect(readableStatus('muestra__rechazada ')).toBe('Muestra rechazada');
    expect(labStatus('  ').label).toBe('Desconocido');
    expect(labStatus(null).label).toBe('Desconocido');
  });

  it('maps stored spellings to the specified value the admin form offers', () => {
    expect(canonicalStatus(' Procesando ')).toBe('en_proceso');
    expect(canonicalStatus('COMPLETADO')).toBe('completado');
    expect(canonicalStatus('EN_REVISION')).toBe('en_revision');
    expect(canonicalStatus('muestra_rechazada')).toBe('muestra_rechazada');
  });
});

describe('readableStatus spacing', () => {
  it('collapses runs of spaces into one', () => {
    expect(readableStatus('en   revision')).toBe('En revision');
  });
});
