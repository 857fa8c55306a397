import { describe, expect, it } from 'vitest';

import {
  isThematicAreaCode,
  THEMATIC_AREAS,
  thematicAreaLabel,
  thematicAreaText,
} from '@/utils/thematic-areas';

describe('STPS thematic areas', () => {
  it('holds the nine catalogue codes the database accepts, in order', () => {
    expect(THEMATIC_AREAS.map((a) => a.code)).toEqual([
      '1000',
      '2000',
      '3000',
      '4000',
      '5000',
      '6000',
      '7000',
      '8000',
      '9000',
    ]);
  });

  it('labels a code and prints code and label as the DC-3 does', () => {
    expect(thematicAreaLabel('6000')).toBe('Seguridad');
    expect(thematicAreaText('8000')).toBe('8000 Uso de tecnologías de la información y comunicación');
    expect(thematicAreaText('3000')).toBe('3000 Administración, contabilidad y economía');
  });

  it('shows an unknown code as it is and tells codes from other strings', () => {
    expect(thematicAreaLabel('1234')).toBe('1234');
    expect(thematicAreaText(null)).toBe('');
    expect(isThematicAreaCode('9000')).toBe(true);
    expect(isThematicAreaCode('900')).toBe(false);
  });
});

describe('thematic area text of unknown or missing codes', () => {
  it('prints an unknown code once and nothing for a missing one', () => {
    expect(thematicAreaText('1234')).toBe('1234');
    expect(thematicAreaText('')).toBe('');
    expect(thematicAreaText(undefined)).toBe('');
    expect(thematicAreaLabel(null)).toBe('');
    expect(thematicAreaText('1000')).toBe('1000 Producción general');
    expect(isThematicAreaCode('Seguridad')).toBe(false);
  });
});
