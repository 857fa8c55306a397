// The compliance rules at their edges: catalogue order, the summary's status for each mix of cells,
// several documents in one period, and the expiring list's window and grouping.
import { describe, expect, it } from 'vitest';

import {
  cellFor,
  companyMatrix,
  documentsFor,
  expiringDocuments,
  summarize,
  typeApplies,
  validityFor,
  type Cell,
  type CellStatus,
} from '@/features/compliance/utils/status';

import { COMPANY_A, COMPANY_B, doc, globalDoc, type } from './status-fixtures';

const ym = (year: number, month: number) => ({ year, month });

describe('typeApplies with several links', () => {
  it('needs a link of this type AND this company', () => {
    const limited = type({ id: 'l', applies_to_all: false });
    const crossed = [
      { document_type_id: 'other', company_id: COMPANY_A },
      { document_type_id: 'l', company_id: COMPANY_B },
    ];
    expect(typeApplies(limited, COMPANY_A, crossed)).toBe(false);
    expect(typeApplies(limited, COMPANY_B, crossed)).toBe(true);
    expect(typeApplies(limited, COMPANY_A, [])).toBe(false);
  });
});

describe('catalogue order', () => {
  it('sorts by number, then by Spanish name', () => {
    const input = {
      types: [
        type({ id: 'z', name: 'Zeta', sort_order: 10 }),
        type({ id: 'o', name: 'Orden', sort_order: 2 }),
        type({ id: 'n', name: 'Ñandú', sort_order: 2 }),
        type({ id: 'e', name: 'Éxito', sort_order: 2 }),
      ],
      typeCompanies: [],
      documents: [],
      today: '2026-01-01',
    };
    expect(companyMatrix(input, COMPANY_A, []).map((r) => r.type.id)).toEqual(['e', 'n', 'o', 'z']);
  });
});

describe('summarize', () => {
  const cells = (...statuses: CellStatus[]) => statuses.map((status) => ({ status }) as Cell);
  it('counts each status and gives the month its worst state', () => {
    expect(summarize(cells('delivered', 'expired'))).toMatchObject({
      expected: 2,
      delivered: 1,
      expired: 1,
      late: 0,
      pending: 0,
      status: 'late',
    });
    expect(summarize(cells('delivered', 'late', 'pending')).status).toBe('late');
    expect(summarize(cells('delivered', 'pending', 'pending'))).toMatchObject({
      pending: 2,
      status: 'pending',
    });
    expect(summarize(cells('delivered', 'delivered')).status).toBe('complete');
    expect(summarize([])).toMatchObject({ expected: 0, status: 'empty' });
  });
});

describe('cellFor with several documents', () => {
  const opinion = type({ id: 'o', validity: 'days_from_issue', validity_days: 30 });

  it('takes the latest expiry of the period, whatever the order of the documents', () => {
    const early = doc('o', 2026, 4, { expires_on: '2026-04-20' });
    const late = doc('o', 2026, 4, { expires_on: '2026-05-20' });
    const none = doc('o', 2026, 4);
    for (const docs of [
      [early, late, none],
      [none, late, early],
    ]) {
      expect(cellFor(opinion, ym(2026, 4), docs, '2026-05-01')).toMatchObject({
        status: 'delivered',
        daysLeft: 19,
      });
    }
  });

  it('delivered, without days, when the evidence has no expiry', () => {
    expect(cellFor(opinion, ym(2026, 4), [doc('o', 2026, 4)], '2027-01-01')).toMatchObject({
      status: 'delivered',
      daysLeft: null,
    });
  });

  it('a period with no due day stays pending however late', () => {
    const noDue = type({ id: 'n', due_day: null });
    expect(cellFor(noDue, ym(2020, 1), [], '2026-01-01')).toMatchObject({ status: 'pending', dueDate: null });
  });

  it('a later document of another period makes an expired period an old one', () => {
    const march = doc('o', 2026, 3, { expires_on: '2026-03-20' });
    const may = doc('o', 2026, 5);
    expect(cellFor(opinion, ym(2026, 3), [march], '2026-06-01')?.status).toBe('expired');
    expect(cellFor(opinion, ym(2026, 3), [march, may], '2026-06-01')?.status).toBe('delivered');
    expect(cellFor(opinion, ym(2026, 3), [march, doc('o', 2027, 1)], '2026-06-01')?.status).toBe('delivered');
  });

  it('an expired bimonthly period is the latest when the only documents are inside it', () => {
    const bimonthly = type({ id: 'b', periodicity: 'bimonthly', validity: 'until_expiry' });
    const march = doc('b', 2026, 3, { expires_on: '2026-04-10' });
    const april = doc('b', 2026, 4, { expires_on: '2026-04-15' });
    expect(cellFor(bimonthly, ym(2026, 3), [march, april], '2026-05-01')).toMatchObject({
      status: 'expired',
      daysLeft: -16,
    });
  });
});

describe('documentsFor edges', () => {
  it('a company type never counts a global document, even one carrying the company', () => {
    const marked = globalDoc('t', 2026, 3, { company_id: COMPANY_A });
    const other = doc('u', 2026, 3);
    expect(documentsFor(type({ id: 't' }), COMPANY_A, [marked, other])).toEqual([]);
    expect(documentsFor(type({ id: 't', scope: 'global' }), COMPANY_B, [marked, other])).toEqual([marked]);
  });
});

describe('expiringDocuments edges', () => {
  const opinion = type({ id: 'o', validity: 'until_expiry' });
  const registration = type({ id: 'r', periodicity: 'one_off', validity: 'until_expiry', scope: 'global' });
  const today = '2026-05-01';

  it('keeps the latest per company whatever the order, and one per global type', () => {
    const newer = doc('o', 2026, 4, { expires_on: '2026-05-20' });
    const older = doc('o', 2026, 3, { expires_on: '2026-05-02' });
    const g1 = globalDoc('r', 2024, 1, { expires_on: '2026-05-10' });
    const g2 = globalDoc('r', 2025, 1, { expires_on: '2026-05-05', company_id: COMPANY_B });
    const items = expiringDocuments([opinion, registration], [newer, older, g2, g1], today);
    expect(items.map((i) => [i.document.id, i.type.id, i.companyId, i.expiresOn, i.daysLeft])).toEqual([
      [g1.id, 'r', null, '2026-05-10', 9],
      [newer.id, 'o', COMPANY_A, '2026-05-20', 19],
    ]);
  });

  it('takes a window of other lengths, and ignores documents of unknown types', () => {
    const soon = doc('o', 2026, 4, { expires_on: '2026-05-03' });
    const later = doc('o', 2026, 4, { company_id: COMPANY_B, expires_on: '2026-05-09' });
    // Of no type in the catalogue: it must not stand in for the opinion's document.
    const orphan = doc('missing', 2026, 4, { expires_on: '2026-05-06' });
    const items = expiringDocuments([opinion], [soon, later, orphan], today, 7);
    expect(items.map((i) => i.document.id)).toEqual([soon.id]);
  });
});

describe('validityFor edges', () => {
  it('leaves out inactive and not applicable types, and keeps the latest whatever the order', () => {
    const a = type({ id: 'a', validity: 'until_expiry', sort_order: 2 });
    const b = type({ id: 'b', validity: 'until_expiry', sort_order: 1 });
    const off = type({ id: 'off', validity: 'until_expiry', active: false });
    const forB = type({ id: 'forB', validity: 'until_expiry', applies_to_all: false });
    const newer = doc('a', 2026, 4, { expires_on: '2026-06-01' });
    const rows = validityFor(
      {
        types: [a, off, forB, b],
        typeCompanies: [{ document_type_id: 'forB', company_id: COMPANY_B }],
        documents: [newer, doc('a', 2026, 3, { expires_on: '2026-05-01' }), doc('a', 2026, 5)],
        today: '2026-05-01',
      },
      COMPANY_A,
    );
    expect(rows.map((r) => [r.type.id, r.document?.id ?? null, r.expiresOn, r.daysLeft])).toEqual([
      ['b', null, null, null],
      ['a', newer.id, '2026-06-01', 31],
    ]);
  });

  it('has no document for a type whose only evidence has no expiry', () => {
    const t = type({ id: 't', validity: 'until_expiry' });
    const rows = validityFor(
      { types: [t], typeCompanies: [], documents: [doc('t', 2026, 4)], today: '2026-05-01' },
      COMPANY_A,
    );
    expect(rows).toEqual([{ type: t, document: null, expiresOn: null, daysLeft: null }]);
  });
});
