// The REPSE bulk upload form's rules without the dialog: each field's boundaries and Spanish message, the
// defaults a new upload starts from, the rows made from picked files, and the Storage folder.
import { describe, expect, it } from 'vitest';

import {
  GLOBAL_COMPANY,
  itemsFromFiles,
  nameFromFile,
  uploadDefaults,
  uploadFolder,
  uploadMessages,
  makeUploadSchema,
  type UploadFormInput,
  type UploadType,
} from '@/features/documents/utils/upload-form';

const types: UploadType[] = [
  { id: 'nomina', name: 'CFDI de nómina', scope: 'company', validity: 'none', validity_days: null },
  { id: 'opinion', name: 'Opinión IMSS', scope: 'company', validity: 'days_from_issue', validity_days: 30 },
  { id: 'repse', name: 'Registro REPSE', scope: 'global', validity: 'until_expiry', validity_days: null },
];
const uploadSchema = makeUploadSchema(types);

const pdf = new File(['%PDF-1.4'], 'repse.pdf', { type: 'application/pdf' });
const item = { id: 'file-1', file: pdf, name: 'Opinión de cumplimiento' };
const valid: UploadFormInput = {
  companyId: 'empresa-a',
  year: '2026',
  month: '3',
  documentTypeId: 'nomina',
  issuedOn: '',
  expiresOn: '',
  files: [item],
};

/** Every message of a parse, by field; {} when the input is valid. */
function errors(input: Partial<Record<keyof UploadFormInput, unknown>>): Record<string, string> {
  const result = uploadSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('upload schema', () => {
  it('accepts a complete form and converts its fields', () => {
    expect(
      uploadSchema.parse({ ...valid, files: [{ ...item, name: '  Opinión  ' }], issuedOn: '2026-03-02' }),
    ).toEqual({
      companyId: 'empresa-a',
      year: 2026,
      month: 3,
      documentTypeId: 'nomina',
      // a type without validity keeps no dates
      issuedOn: null,
      expiresOn: null,
      files: [{ id: 'file-1', file: pdf, name: 'Opinión' }],
    });
  });

  it('accepts the global company', () => {
    expect(errors({ companyId: GLOBAL_COMPANY, documentTypeId: 'repse', expiresOn: '2029-01-01' })).toEqual(
      {},
    );
    expect(GLOBAL_COMPANY).toBe('global');
  });

  it('requires a company', () => {
    expect(errors({ companyId: '' })).toEqual({ companyId: uploadMessages.company });
    expect(errors({ companyId: 'x' })).toEqual({});
  });

  it.each([
    ['2000', {}],
    ['2100', {}],
    ['1999', { year: uploadMessages.year }],
    ['2101', { year: uploadMessages.year }],
    ['2026.5', { year: uploadMessages.year }],
    ['dos mil', { year: uploadMessages.year }],
  ])('year %s', (year, expected) => {
    expect(errors({ year })).toEqual(expected);
  });

  it.each([
    ['1', {}],
    ['12', {}],
    ['0', { month: uploadMessages.month }],
    ['13', { month: uploadMessages.month }],
  ])('month %s', (month, expected) => {
    expect(errors({ month })).toEqual(expected);
  });

  it('requires each file a name that is not only spaces, and says which file', () => {
    const second = { id: 'file-2', file: pdf, name: '   ' };
    expect(errors({ files: [item, second] })).toEqual({ 'files.1.name': uploadMessages.name });
    expect(errors({ files: [item, { ...second, name: 'a' }] })).toEqual({});
  });

  it('requires a document type that fits the company or Global', () => {
    expect(errors({ documentTypeId: '' })).toEqual({ documentTypeId: uploadMessages.type });
    expect(errors({ companyId: GLOBAL_COMPANY })).toEqual({ documentTypeId: uploadMessages.typeScope });
    expect(errors({ documentTypeId: 'repse', expiresOn: '2029-01-01' })).toEqual({
      documentTypeId: uploadMessages.typeScope,
    });
  });

  it('requires the issue date of a type valid from its issue, and keeps only that date', () => {
    expect(errors({ documentTypeId: 'opinion' })).toEqual({ issuedOn: uploadMessages.issuedOn });
    expect(
      uploadSchema.parse({
        ...valid,
        documentTypeId: 'opinion',
        issuedOn: '2026-03-02',
        expiresOn: '2026-09-09',
      }),
    ).toMatchObject({ issuedOn: '2026-03-02', expiresOn: null });
  });

  it('requires the expiry date of a type valid until it expires', () => {
    const registration = { companyId: GLOBAL_COMPANY, documentTypeId: 'repse' };
    expect(errors(registration)).toEqual({ expiresOn: uploadMessages.expiresOn });
    expect(uploadSchema.parse({ ...valid, ...registration, expiresOn: '2029-01-01' })).toMatchObject({
      expiresOn: '2029-01-01',
    });
  });

  it('requires at least one file, and real files', () => {
    expect(errors({ files: [] })).toEqual({ files: uploadMessages.files });
    expect(Object.keys(errors({ files: [{ ...item, file: 'repse.pdf' }] }))).toEqual(['files.0.file']);
  });

  it('reports every wrong field at once', () => {
    expect(Object.keys(errors({ companyId: '', year: '1', month: '0', files: [] }))).toEqual([
      'companyId',
      'year',
      'month',
      'files',
    ]);
  });
});

describe('upload defaults', () => {
  it('start on the selected company, this year and this month, with nothing typed', () => {
    expect(uploadDefaults('empresa-a', new Date(2026, 0, 31))).toEqual({
      companyId: 'empresa-a',
      year: '2026',
      month: '1',
      documentTypeId: '',
      issuedOn: '',
      expiresOn: '',
      files: [],
    });
    expect(uploadDefaults('empresa-a', new Date(2025, 11, 1))).toMatchObject({ year: '2025', month: '12' });
  });

  it('ask for a company when the filter shows all of them', () => {
    expect(uploadDefaults('all', new Date(2026, 5, 1)).companyId).toBe('');
    expect(uploadDefaults(GLOBAL_COMPANY, new Date(2026, 5, 1)).companyId).toBe('global');
  });

  it('use the current date when none is given', () => {
    const now = new Date();
    expect(uploadDefaults('x')).toMatchObject({
      year: String(now.getFullYear()),
      month: String(now.getMonth() + 1),
    });
  });
});

describe('rows from picked files', () => {
  it('name each row after its file without the extension', () => {
    expect(nameFromFile('Opinión IMSS.pdf')).toBe('Opinión IMSS');
    expect(nameFromFile('acta.constitutiva.PDF')).toBe('acta.constitutiva');
    expect(nameFromFile('.pdf')).toBe('.pdf');
    expect(nameFromFile('sin extension')).toBe('sin extension');
  });

  it('give every row its own id, even for two files with the same name', () => {
    const rows = itemsFromFiles([pdf, pdf]);
    expect(rows.map((r) => r.name)).toEqual(['repse', 'repse']);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    expect(rows[0].file).toBe(pdf);
  });
});

describe('upload folder', () => {
  it('is company/year/two-digit month', () => {
    expect(uploadFolder('empresa-a', 2026, 3)).toBe('empresa-a/2026/03');
    expect(uploadFolder('global', 2025, 12)).toBe('global/2025/12');
  });
});

describe('upload dates and names, further edges', () => {
  it('refuses a date that is not exactly YYYY-MM-DD', () => {
    for (const issuedOn of ['31/05/2026', 'x2026-05-31', '2026-05-31x'])
      expect(Object.keys(errors({ documentTypeId: 'opinion', issuedOn })), issuedOn).toContain('issuedOn');
  });

  it('saves a type missing from the list (removed meanwhile) without its expiry instead of failing', () => {
    const result = uploadSchema.safeParse({ ...valid, documentTypeId: 'borrado', issuedOn: '2026-05-31' });
    expect(result.success && [result.data.issuedOn, result.data.expiresOn]).toEqual(['2026-05-31', null]);
  });

  it('trims the spaces around a name taken from a file', () => {
    expect(nameFromFile(' Opinión IMSS .pdf')).toBe('Opinión IMSS');
  });
});
