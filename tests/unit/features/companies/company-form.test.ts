// The company form's rules (name, optional RFC in the SAT format, laboratory release mode) and the Spanish
// text of a duplicate.
import { describe, expect, it } from 'vitest';

import { companyClashText, companyMessages, companySchema } from '@/features/companies/utils/company-form';

const blank = {
  legalRepresentative: '',
  workersRepresentative: '',
  labReleaseMode: 'resultado_completo',
} as const;

const errors = (input: {
  name: string;
  rfc: string;
  legalRepresentative?: string;
  labReleaseMode?: string;
}) => {
  const result = companySchema.safeParse({ ...blank, ...input });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('companySchema', () => {
  it('trims the name and the RFC, upper-cases the RFC, and stores an empty RFC as null', () => {
    expect(companySchema.parse({ ...blank, name: '  Constructora Alfa ', rfc: ' abc123456xy9 ' })).toEqual({
      labReleaseMode: 'resultado_completo',
      name: 'Constructora Alfa',
      rfc: 'ABC123456XY9',
      legalRepresentative: null,
      workersRepresentative: null,
    });
    expect(companySchema.parse({ ...blank, name: 'Alfa', rfc: '   ' })).toMatchObject({
      name: 'Alfa',
      rfc: null,
    });
  });

  it('takes one of the two laboratory release modes', () => {
    expect(errors({ name: 'A', rfc: '', labReleaseMode: 'solo_dictamen' })).toEqual([]);
    expect(errors({ name: 'A', rfc: '', labReleaseMode: 'nada' })).toHaveLength(1);
    expect(errors({ name: 'A', rfc: '', labReleaseMode: 'nada' })[0]).toMatch(/^labReleaseMode: /);
  });

  it('trims the DC-3 signatories, keeps a blank one as null, and asks for at most 120 characters', () => {
    expect(
      companySchema.parse({
        ...blank,
        name: 'Alfa',
        rfc: '',
        legalRepresentative: ' Roberto Alfaro Medina ',
        workersRepresentative: '  ',
      }),
    ).toMatchObject({ legalRepresentative: 'Roberto Alfaro Medina', workersRepresentative: null });
    expect(errors({ name: 'A', rfc: '', legalRepresentative: 'a'.repeat(121) })).toEqual([
      `legalRepresentative: ${companyMessages.representativeLength}`,
    ]);
  });

  it('asks for a name of at most 120 characters', () => {
    expect(errors({ name: '   ', rfc: '' })).toEqual([`name: ${companyMessages.name}`]);
    expect(errors({ name: 'a'.repeat(120), rfc: '' })).toEqual([]);
    expect(errors({ name: 'a'.repeat(121), rfc: '' })).toEqual([`name: ${companyMessages.nameLength}`]);
  });

  it('accepts the RFC of a company (3 letters) and of a person (4 letters, Ñ and &)', () => {
    expect(errors({ name: 'A', rfc: 'ABC123456XY9' })).toEqual([]);
    expect(errors({ name: 'A', rfc: 'ÑAB&123456AB1' })).toEqual([]);
    expect(errors({ name: 'A', rfc: 'abcd123456xy9' })).toEqual([]);
  });

  it.each(['AB123456XY9', 'ABCDE123456XY9', 'ABC12345XY9', 'ABC123456XY', 'ABC123456XY90', 'ABC-123456-XY9'])(
    'refuses the malformed RFC %s',
    (rfc) => {
      expect(errors({ name: 'A', rfc })).toEqual([`rfc: ${companyMessages.rfc}`]);
    },
  );
});

describe('companyClashText', () => {
  it('names the RFC clash when the violated constraint mentions rfc, otherwise the name', () => {
    expect(
      companyClashText({ code: '23505', message: 'duplicate key value violates "companies_rfc_key"' }),
    ).toBe(companyMessages.duplicateRfc);
    expect(companyClashText({ code: '23505', message: 'duplicate', details: 'Key (rfc)=(X) exists' })).toBe(
      companyMessages.duplicateRfc,
    );
    expect(companyClashText({ code: '23505', message: 'companies_name_key' })).toBe(
      companyMessages.duplicateName,
    );
    expect(companyClashText({ code: '23505' })).toBe(companyMessages.duplicateName);
  });

  it('is not a clash for any other error or a value that is not an error', () => {
    expect(companyClashText({ code: '23503', message: 'rfc' })).toBeNull();
    expect(companyClashText({ message: 'companies_rfc_key' })).toBeNull();
    expect(companyClashText(null)).toBeNull();
    expect(companyClashText('23505')).toBeNull();
    expect(companyClashText(undefined)).toBeNull();
  });
});
