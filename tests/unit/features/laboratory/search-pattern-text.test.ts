// The exact text of the accent-insensitive search (its meaning on PostgreSQL is checked in
// search-pattern.test.ts): which characters get variants, which are escaped, how columns are joined.
import { describe, expect, it } from 'vitest';

import {
  accentInsensitivePattern,
  imatchAny,
  normalizeText,
} from '@/features/laboratory/utils/search-pattern';

describe('normalizeText', () => {
  it('lowercases, drops accents and trims', () => {
    expect(normalizeText('  BIOMETRÍA Hemática ')).toBe('biometria hematica');
    expect(normalizeText('Niño Peña')).toBe('nino pena');
    expect(normalizeText(null)).toBe('');
    expect(normalizeText(undefined)).toBe('');
  });
});

describe('accentInsensitivePattern', () => {
  it('gives every vowel, n and c its accented forms in both cases', () => {
    expect(accentInsensitivePattern('Ácido')).toBe('[aáàâäãAÁÀÂÄÃ][cçCÇ][iíìîïIÍÌÎÏ]d[oóòôöõOÓÒÔÖÕ]');
    expect(accentInsensitivePattern('ñu')).toBe('[nñNÑ][uúùûüUÚÙÛÜ]');
    expect(accentInsensitivePattern('e')).toBe('[eéèêëEÉÈÊË]');
  });

  it('escapes regex characters and keeps the rest literally', () => {
    expect(accentInsensitivePattern('x.*+?^${}()|[]\\z 1')).toBe(
      'x\\.\\*\\+\\?\\^\\$\\{\\}\\(\\)\\|\\[\\]\\\\z 1',
    );
    expect(accentInsensitivePattern('  ')).toBe('');
  });
});

describe('imatchAny', () => {
  it('quotes the pattern once and joins one imatch per column', () => {
    expect(imatchAny(['patient_name', 'request_type'], 'py')).toBe(
      'patient_name.imatch."py",request_type.imatch."py"',
    );
    expect(imatchAny(['notes'], 'd"r')).toBe('notes.imatch."d\\"r"');
    expect(imatchAny(['notes'], 'b\\')).toBe('notes.imatch."b\\\\\\\\"');
  });
});
