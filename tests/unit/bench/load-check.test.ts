import { describe, expect, it } from 'vitest';

import { crossCompanyFindings, folderOfReference, LoadTally, percentile } from '../../../bench/load/check';

const A = '10000000-0000-4000-8000-00000000000a';
const B = '10000000-0000-4000-8000-00000000000b';

const invoice = (id: string, company: string, folder = company) => ({
  id,
  company_id: company,
  file_url: `storage://invoices/${folder}/${id}.pdf`,
  xml_url: null,
});

describe('crossCompanyFindings', () => {
  it('passes rows and files of the scope’s company', () => {
    expect(crossCompanyFindings([invoice('1', A), invoice('2', A)], { company: A })).toEqual([]);
  });

  it('names a row of another company once, with each reason', () => {
    expect(crossCompanyFindings([invoice('1', A), invoice('2', B)], { company: A })).toEqual([
      `fila 2: company_id ${B}, se esperaba ${A}; file_url en la carpeta ${B}`,
    ]);
  });

  it('names a file in another company’s folder even on a row of the right company', () => {
    expect(crossCompanyFindings([invoice('1', A, B)], { company: A })).toEqual([
      expect.stringContaining(`file_url en la carpeta ${B}`),
    ]);
  });

  it('counts a row it cannot check (no company_id) instead of passing it', () => {
    expect(crossCompanyFindings([{ id: '1', year: 2026 }], { company: A })).toHaveLength(1);
  });

  it('lets global rows and files through only where the scope includes them', () => {
    const global = {
      id: 'g',
      company_id: null,
      is_global: true,
      url: 'storage://repse-documents/global/x.pdf',
    };
    expect(crossCompanyFindings([global], { company: A, global: true })).toEqual([]);
    expect(crossCompanyFindings([global], { company: A })).toEqual([
      `fila g: company_id null, se esperaba ${A}; url en la carpeta global`,
    ]);
    // A company-less row that does not say it is global is not one.
    expect(
      crossCompanyFindings([{ ...global, is_global: false }], { company: A, global: true }),
    ).toHaveLength(1);
  });

  it('ignores external links and empty file columns', () => {
    expect(folderOfReference('https://example.com/a.pdf')).toBeNull();
    expect(folderOfReference(null)).toBeNull();
    expect(
      crossCompanyFindings([{ id: '1', company_id: A, url: 'https://example.com/a.pdf' }], { company: A }),
    ).toEqual([]);
  });
});

describe('LoadTally', () => {
  it('counts an error answer and an HTTP error status as errors, and refuses their rows', () => {
    const tally = new LoadTally();
    expect(
      tally.check('facturas', 'c1', { error: { message: 'permission denied' }, status: 403 }, [], {
        company: A,
      }),
    ).toBe(false);
    expect(tally.check('descarga', 'c1', { status: 500, error: null }, [], { company: A })).toBe(false);
    expect(tally.errors).toBe(2);
    expect(tally.firstErrors[0]).toBe('facturas: c1: HTTP 403 permission denied');
  });

  it('counts every cross-company row of an answer and keeps it to print', () => {
    const tally = new LoadTally();
    const ok = tally.check(
      'facturas',
      'c1',
      { status: 200, error: null },
      [invoice('1', A), invoice('2', B)],
      {
        company: A,
      },
    );
    expect(ok).toBe(true);
    expect(tally.errors).toBe(0);
    expect(tally.crossRows).toBe(1);
    expect(tally.firstCrossRows[0]).toMatch(/^facturas \(c1\): fila 2/);
  });

  it('reports each kind and all requests with their percentiles and errors', () => {
    const tally = new LoadTally();
    for (let i = 1; i <= 100; i++) tally.time('facturas', i);
    tally.time('descarga', 1000);
    tally.error('descarga', 'c1: HTTP 500');
    const { kinds, overall } = tally.figures();
    expect(kinds.map((k) => [k.kind, k.requests, k.errors])).toEqual([
      ['facturas', 100, 0],
      ['descarga', 1, 1],
    ]);
    expect(kinds[0].p95).toBe(95);
    expect(overall).toMatchObject({ requests: 101, errors: 1, p99: 100 });
    expect(percentile([], 95)).toBe(0);
  });
});
