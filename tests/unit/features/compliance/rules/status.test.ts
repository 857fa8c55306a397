import { describe, expect, it } from 'vitest';

import {
  cellFor,
  companyMatrix,
  documentsFor,
  expiringDocuments,
  partitionExpiry,
  invoiceEvidence,
  monthSummary,
  typeApplies,
  validityFor,
  type MatrixInput,
} from '@/features/compliance/utils/status';

import { COMPANY_A, COMPANY_B, doc, globalDoc, type } from './status-fixtures';

const ym = (year: number, month: number) => ({ year, month });

describe('typeApplies and documentsFor', () => {
  it('an inactive type applies to nobody; a limited one only to its listed companies', () => {
    const limited = type({ id: 'l', applies_to_all: false });
    const links = [{ document_type_id: 'l', company_id: COMPANY_A }];
    expect(typeApplies(limited, COMPANY_A, links)).toBe(true);
    expect(typeApplies(limited, COMPANY_B, links)).toBe(false);
    expect(typeApplies(type({ id: 'x', active: false }), COMPANY_A, [])).toBe(false);
  });

  it('a company type counts only the company’s own documents; a global type only global ones', () => {
    const own = doc('t', 2026, 3);
    const other = doc('t', 2026, 3, { company_id: COMPANY_B });
    const global = globalDoc('t', 2026, 3);
    expect(documentsFor(type({ id: 't' }), COMPANY_A, [own, other, global])).toEqual([own]);
    expect(documentsFor(type({ id: 't', scope: 'global' }), COMPANY_A, [own, other, global])).toEqual([
      global,
    ]);
  });
});

describe('cellFor', () => {
  const monthly = type({ id: 'm' });

  it('delivered when the period has a document', () => {
    const cell = cellFor(monthly, ym(2026, 3), [doc('m', 2026, 3)], '2026-06-01');
    expect(cell).toMatchObject({ status: 'delivered', dueDate: '2026-04-17', daysLeft: null });
  });

  it('pending until its due date (the due day included), late the day after', () => {
    expect(cellFor(monthly, ym(2026, 3), [], '2026-04-16')?.status).toBe('pending');
    expect(cellFor(monthly, ym(2026, 3), [], '2026-04-17')?.status).toBe('pending');
    expect(cellFor(monthly, ym(2026, 3), [], '2026-04-18')?.status).toBe('late');
  });

  it('a document of another month does not fill the period', () => {
    expect(cellFor(monthly, ym(2026, 3), [doc('m', 2026, 2)], '2026-05-01')?.status).toBe('late');
  });

  it('a bimonthly document in either month fills both months of the period', () => {
    const bimonthly = type({ id: 'b', periodicity: 'bimonthly' });
    const docs = [doc('b', 2026, 4)];
    expect(cellFor(bimonthly, ym(2026, 3), docs, '2026-06-01')).toMatchObject({
      status: 'delivered',
      dueDate: '2026-05-17',
    });
    expect(cellFor(bimonthly, ym(2026, 5), docs, '2026-06-01')?.status).toBe('pending');
  });

  it('no cell for one_off types', () => {
    expect(cellFor(type({ id: 'r', periodicity: 'one_off' }), ym(2026, 3), [], '2026-03-01')).toBeNull();
  });

  it('expired only for the latest delivered period; an older one stays delivered', () => {
    const opinion = type({ id: 'o', validity: 'days_from_issue', validity_days: 30 });
    const march = doc('o', 2026, 3, { issued_on: '2026-03-02', expires_on: '2026-04-01' });
    const april = doc('o', 2026, 4, { issued_on: '2026-04-05', expires_on: '2026-05-05' });
    const today = '2026-05-10';
    expect(cellFor(opinion, ym(2026, 3), [march, april], today)).toMatchObject({
      status: 'delivered',
      daysLeft: -39,
    });
    expect(cellFor(opinion, ym(2026, 4), [march, april], today)).toMatchObject({
      status: 'expired',
      daysLeft: -5,
    });
    expect(cellFor(opinion, ym(2026, 4), [march, april], '2026-05-05')).toMatchObject({
      status: 'delivered',
      daysLeft: 0,
    });
  });

  it('a type without validity never expires, whatever the row says', () => {
    const stale = doc('m', 2026, 3, { expires_on: '2026-03-05' });
    expect(cellFor(monthly, ym(2026, 3), [stale], '2026-09-01')).toMatchObject({
      status: 'delivered',
      daysLeft: null,
    });
  });
});

describe('companyMatrix and monthSummary', () => {
  const input: MatrixInput = {
    types: [
      type({ id: 'm', sort_order: 2 }),
      type({ id: 'b', periodicity: 'bimonthly', sort_order: 1 }),
      type({ id: 'reg', periodicity: 'one_off', validity: 'until_expiry' }),
      type({ id: 'off', active: false }),
      type({ id: 'only-b', applies_to_all: false, sort_order: 3 }),
    ],
    typeCompanies: [{ document_type_id: 'only-b', company_id: COMPANY_B }],
    documents: [doc('m', 2026, 1), doc('b', 2026, 2)],
    today: '2026-03-20',
  };

  it('rows are the periodic, active, applicable types in catalogue order', () => {
    const rows = companyMatrix(input, COMPANY_A, [ym(2026, 1), ym(2026, 2)]);
    expect(rows.map((r) => r.type.id)).toEqual(['b', 'm']);
    expect(rows[0].cells.map((c) => c.status)).toEqual(['delivered', 'delivered']);
    expect(rows[1].cells.map((c) => c.status)).toEqual(['delivered', 'late']);
  });

  it('a bimonthly period counts once, in its last month', () => {
    const january = monthSummary(input, COMPANY_A, ym(2026, 1));
    expect(january.cells.map((c) => c.type.id)).toEqual(['m']);
    expect(january).toMatchObject({ expected: 1, delivered: 1, status: 'complete' });
    const february = monthSummary(input, COMPANY_A, ym(2026, 2));
    expect(february.cells.map((c) => c.type.id)).toEqual(['b', 'm']);
    expect(february).toMatchObject({ expected: 2, delivered: 1, late: 1, status: 'late' });
  });

  it('pending when something is missing but not due; empty when nothing is expected', () => {
    expect(monthSummary(input, COMPANY_A, ym(2026, 3))).toMatchObject({
      expected: 1,
      pending: 1,
      status: 'pending',
    });
    expect(monthSummary({ ...input, types: [] }, COMPANY_A, ym(2026, 3))).toMatchObject({
      expected: 0,
      status: 'empty',
    });
  });

  it('a type limited to another company is not expected', () => {
    const rows = companyMatrix(input, COMPANY_B, [ym(2026, 1)]);
    expect(rows.map((r) => r.type.id)).toEqual(['b', 'm', 'only-b']);
  });
});

describe('expiringDocuments', () => {
  const opinion = type({ id: 'o', validity: 'days_from_issue', validity_days: 30 });
  const registration = type({ id: 'r', periodicity: 'one_off', validity: 'until_expiry', scope: 'global' });
  const today = '2026-05-01';

  it('keeps the latest document per type and company, soonest first', () => {
    const old = doc('o', 2026, 3, { expires_on: '2026-04-10' });
    const latestA = doc('o', 2026, 4, { expires_on: '2026-05-20' });
    const latestB = doc('o', 2026, 4, { company_id: COMPANY_B, expires_on: '2026-05-03' });
    const items = expiringDocuments([opinion], [old, latestA, latestB], today);
    expect(items.map((i) => [i.document.id, i.companyId, i.daysLeft])).toEqual([
      [latestB.id, COMPANY_B, 2],
      [latestA.id, COMPANY_A, 19],
    ]);
  });

  it('includes the 30th day, excludes the 31st, and keeps an expired one without successor', () => {
    const edge = doc('o', 2026, 4, { expires_on: '2026-05-31' });
    const beyond = doc('o', 2026, 4, { company_id: COMPANY_B, expires_on: '2026-06-01' });
    const expired = globalDoc('r', 2023, 4, { expires_on: '2026-04-30' });
    const items = expiringDocuments([opinion, registration], [edge, beyond, expired], today);
    expect(items.map((i) => [i.document.id, i.companyId, i.daysLeft])).toEqual([
      [expired.id, null, -1],
      [edge.id, COMPANY_A, 30],
    ]);
  });

  it('parts the expired items (under Vencidos) from those that expire from today on', () => {
    const expired = globalDoc('r', 2023, 4, { expires_on: '2026-04-30' });
    const todayDoc = doc('o', 2026, 4, { expires_on: today });
    const items = expiringDocuments([opinion, registration], [expired, todayDoc], today);
    const parts = partitionExpiry(items);
    expect(parts.expired.map((i) => i.document.id)).toEqual([expired.id]);
    expect(parts.expiring.map((i) => [i.document.id, i.daysLeft])).toEqual([[todayDoc.id, 0]]);
  });

  it('ignores inactive types, types without validity and documents without expiry', () => {
    const inactive = type({ id: 'x', validity: 'until_expiry', active: false });
    const plain = type({ id: 'p' });
    const docs = [
      doc('x', 2026, 4, { expires_on: '2026-05-02' }),
      doc('p', 2026, 4, { expires_on: '2026-05-02' }),
      doc('o', 2026, 4),
    ];
    expect(expiringDocuments([inactive, plain, opinion], docs, today)).toEqual([]);
  });
});

describe('validityFor', () => {
  it('the latest document of each applicable validity type (own and global), or none yet', () => {
    const opinion = type({ id: 'o', validity: 'days_from_issue', validity_days: 30, sort_order: 1 });
    const registration = type({
      id: 'r',
      periodicity: 'one_off',
      validity: 'until_expiry',
      scope: 'global',
      sort_order: 2,
    });
    const imss = type({ id: 'i', validity: 'days_from_issue', validity_days: 30, sort_order: 3 });
    const plain = type({ id: 'p' });
    const newer = doc('o', 2026, 4, { expires_on: '2026-05-20' });
    const input: MatrixInput = {
      types: [imss, plain, registration, opinion],
      typeCompanies: [],
      documents: [
        doc('o', 2026, 3, { expires_on: '2026-04-20' }),
        newer,
        doc('o', 2026, 4, { company_id: COMPANY_B, expires_on: '2026-06-30' }),
        globalDoc('r', 2024, 1, { expires_on: '2027-01-10' }),
      ],
      today: '2026-05-01',
    };
    const rows = validityFor(input, COMPANY_A);
    expect(rows.map((r) => [r.type.id, r.expiresOn, r.daysLeft])).toEqual([
      ['o', '2026-05-20', 19],
      ['r', '2027-01-10', 254],
      ['i', null, null],
    ]);
    expect(rows[0].document?.id).toBe(newer.id);
  });
});

describe('invoiceEvidence', () => {
  const nomina = type({ id: 'nomina', deductibility: true, sort_order: 1 });
  const iva = type({ id: 'iva', deductibility: true, scope: 'global', sort_order: 2 });
  const infonavit = type({ id: 'infonavit', periodicity: 'bimonthly', deductibility: true, sort_order: 3 });
  const icsoe = type({ id: 'icsoe', periodicity: 'four_monthly', deductibility: false, sort_order: 4 });
  const onlyB = type({ id: 'only-b', deductibility: true, applies_to_all: false, sort_order: 5 });
  const base = {
    types: [nomina, iva, infonavit, icsoe, onlyB],
    typeCompanies: [{ document_type_id: 'only-b', company_id: COMPANY_B }],
    today: '2026-06-01',
  };

  it('complete when every deductibility type applying to the company has its document in the payment period', () => {
    const result = invoiceEvidence(
      {
        ...base,
        // INFONAVIT is bimonthly: a document in March covers a payment in April (Mar–Apr)
        documents: [doc('nomina', 2026, 4), globalDoc('iva', 2026, 4), doc('infonavit', 2026, 3)],
      },
      COMPANY_A,
      '2026-04-28',
    );
    expect(result.month).toEqual({ year: 2026, month: 4 });
    expect(result.cells.map((c) => c.type.id)).toEqual(['nomina', 'iva', 'infonavit']);
    expect(result).toMatchObject({ complete: true, missing: [] });
  });

  it('lists what is missing, and another bimester does not count', () => {
    const result = invoiceEvidence(
      { ...base, documents: [doc('nomina', 2026, 4), doc('infonavit', 2026, 2), globalDoc('iva', 2026, 3)] },
      COMPANY_A,
      '2026-04-28',
    );
    expect(result.complete).toBe(false);
    expect(result.missing.map((t) => t.id)).toEqual(['iva', 'infonavit']);
  });

  it('requires a type limited to the company, and is never complete with nothing expected', () => {
    const forB = invoiceEvidence({ ...base, documents: [] }, COMPANY_B, '2026-04-28');
    expect(forB.missing.map((t) => t.id)).toEqual(['nomina', 'iva', 'infonavit', 'only-b']);
    const nothing = invoiceEvidence({ ...base, types: [icsoe], documents: [] }, COMPANY_A, '2026-04-28');
    expect(nothing).toMatchObject({ complete: false, missing: [], cells: [] });
  });
});
