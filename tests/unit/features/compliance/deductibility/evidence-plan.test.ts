import { describe, expect, it } from 'vitest';

import {
  evidencePlan,
  paymentLines,
  paymentMonths,
  safeName,
  zipName,
  type DeductibleInvoice,
  type EvidencePayment,
} from '@/features/compliance/components/deductibility/evidence-plan';
import { invoiceEvidence, type ComplianceType } from '@/features/compliance/utils/status';

import { COMPANY_A } from '../../../kit/profiles';
import { recordedPayment } from '../../billing/payment-complement-fixtures';
import { evidenceDoc, HASH, TYPES } from './fixtures';

const invoice: DeductibleInvoice = {
  id: 'inv-1',
  company_id: COMPANY_A,
  invoice_number: 'A/1',
  cfdi_uuid: null,
  amount: 100,
  currency: 'MXN',
  paid_on: '2026-03-31',
  file_url: `storage://invoices/${COMPANY_A}/A-1.pdf`,
  xml_url: null,
};

const input = (documents: ReturnType<typeof evidenceDoc>[]) => ({
  types: TYPES as ComplianceType[],
  typeCompanies: [],
  documents,
  today: '2026-05-01',
});

describe('deductibility ZIP plan', () => {
  it('names the ZIP after the invoice number and the payment month, safely', () => {
    expect(zipName('A-1004', '2026-03-31')).toBe('Expediente_A-1004_2026-03.zip');
    expect(zipName('F 12/3', '2026-11-02')).toBe('Expediente_F_12-3_2026-11.zip');
    expect(safeName('a:b*c')).toBe('a-b-c');
    expect(safeName('a//b')).toBe('a-b');
    expect(safeName('  Acta  ')).toBe('Acta');
    expect(safeName('   ')).toBe('sin-nombre');
    expect(safeName('')).toBe('sin-nombre');
    expect(zipName('F  12', '2026-11-02')).toBe('Expediente_F_12_2026-11.zip');
  });

  it('puts the invoice files at the root and each document in its type folder, names unique', () => {
    const docs = [
      evidenceDoc('n1', 't-nomina', 3, { url: `storage://repse-documents/${COMPANY_A}/2026/nomina.pdf` }),
      evidenceDoc('n2', 't-nomina', 3, { url: `storage://repse-documents/${COMPANY_A}/otra/nomina.pdf` }),
      evidenceDoc('i1', 't-infonavit', 4, { sha256: null }),
      // February is another monthly period: not part of a March payment
      evidenceDoc('n0', 't-nomina', 2),
    ];
    const evidence = invoiceEvidence(input(docs), COMPANY_A, invoice.paid_on);
    const plan = evidencePlan(invoice, evidence, (id) => (id === 't-isr' ? 'LISR art. 27-V' : null));
    expect(plan.zipName).toBe('Expediente_A-1_2026-03.zip');
    expect(plan.files.map((f) => f.name)).toEqual([
      'Factura A-1.pdf',
      '01 CFDI de nómina/nomina.pdf',
      '01 CFDI de nómina/nomina (2).pdf',
      '03 Pago INFONAVIT/i1.pdf',
    ]);
    expect(plan.files.map((f) => f.documentId)).toEqual([null, 'n1', 'n2', 'i1']);
    expect(plan.rows).toEqual([
      {
        typeName: 'CFDI de nómina',
        legalBasis: null,
        period: 'Marzo 2026',
        files: [
          { path: '01 CFDI de nómina/nomina.pdf', sha256: HASH('1'), documentId: 'n1' },
          { path: '01 CFDI de nómina/nomina (2).pdf', sha256: HASH('2'), documentId: 'n2' },
        ],
      },
      { typeName: 'Declaración de ISR', legalBasis: 'LISR art. 27-V', period: 'Marzo 2026', files: [] },
      {
        typeName: 'Pago INFONAVIT',
        legalBasis: null,
        period: 'Mar–Abr 2026',
        files: [{ path: '03 Pago INFONAVIT/i1.pdf', sha256: null, documentId: 'i1' }],
      },
    ]);
    expect(evidence.complete).toBe(false);
    expect(evidence.missing.map((t) => t.name)).toEqual(['Declaración de ISR']);
  });

  it('adds the XML when there is one and no PDF when there is none', () => {
    const evidence = invoiceEvidence(input([]), COMPANY_A, invoice.paid_on);
    const withXml = { ...invoice, file_url: null, xml_url: `storage://invoices/${COMPANY_A}/A-1.xml` };
    const plan = evidencePlan(withXml, evidence, () => null);
    expect(plan.files).toEqual([{ reference: withXml.xml_url, name: 'Factura A-1.xml', documentId: null }]);
    const neither = evidencePlan({ ...invoice, file_url: null }, evidence, () => null);
    expect(neither.files).toEqual([]);
  });

  it("names files after a link's last part, else the document, and numbers clashes with or without a dot", () => {
    const at = (id: string, url: string, name?: string) =>
      evidenceDoc(id, 't-nomina', 3, name ? { url, name } : { url });
    const key = (file: string) => `storage://repse-documents/${COMPANY_A}/2026/${file}`;
    const docs = [
      at('e1', 'https://docs.proveedor.mx/expedientes/Acuse%20IMSS.pdf'),
      at('e2', 'https://docs.proveedor.mx/expedientes/', 'Nómina marzo'),
      at('e3', key('LEEME')),
      at('e4', key('LEEME')),
      at('e5', key('.pdf')),
      at('e6', key('.pdf')),
      at('e7', key('x.pdf')),
      at('e8', key('x.pdf')),
      at('e9', key('x.pdf')),
    ];
    const evidence = invoiceEvidence(input(docs), COMPANY_A, invoice.paid_on);
    const plan = evidencePlan(invoice, evidence, () => null);
    expect(plan.rows[0].files.map((f) => f.path.split('/')[1])).toEqual([
      'Acuse IMSS.pdf',
      'Nómina marzo',
      'LEEME',
      'LEEME (2)',
      '.pdf',
      '.pdf (2)',
      'x.pdf',
      'x (2).pdf',
      'x (3).pdf',
    ]);
  });
});

const REP_1 = '11111111-1111-4111-8111-111111111111';
const REP_2 = '22222222-2222-4222-8222-222222222222';
const payment = (
  id: string,
  paidOn: string,
  installment: number,
  paid: number,
  remaining: number,
  rep: string | null,
): EvidencePayment =>
  recordedPayment(
    id,
    paidOn,
    installment,
    paid,
    remaining,
    rep === null ? null : { id: `c-${rep}`, uuid: rep, companyId: COMPANY_A },
  );

describe('deductibility file per payment month', () => {
  // 1,160 paid in three installments: two in February (one complement each), the rest in March.
  const inParts: DeductibleInvoice = {
    ...invoice,
    amount: 1160,
    paid_on: '2026-03-02',
    payments: [
      payment('p3', '2026-03-02', 3, 160, 0, REP_2),
      payment('p1', '2026-02-05', 1, 500, 660, REP_1),
      payment('p2', '2026-02-20', 2, 500, 160, REP_1),
    ],
  };

  it('groups the payments by month, oldest first, each month read at its latest payment', () => {
    const months = paymentMonths(inParts);
    expect(months.map((m) => [m.key, m.paidOn, m.payments.map((p) => p.id)])).toEqual([
      ['2026-02', '2026-02-20', ['p1', 'p2']],
      ['2026-03', '2026-03-02', ['p3']],
    ]);
  });

  it('keeps one file at the payment date for an invoice paid without complements or in one month', () => {
    expect(paymentMonths(invoice)).toEqual([{ key: '2026-03', paidOn: '2026-03-31', payments: [] }]);
    const once = { ...invoice, payments: [payment('p1', '2026-03-31', 1, 100, 0, REP_1)] };
    expect(paymentMonths(once).map((m) => m.key)).toEqual(['2026-03']);
    const plan = evidencePlan(once, invoiceEvidence(input([]), COMPANY_A, once.paid_on), () => null);
    expect(plan.zipName).toBe('Expediente_A-1_2026-03.zip');
    expect(plan.payments).toEqual([`31/03/2026 · $100.00 MXN · parcialidad 1 · liquidada · REP ${REP_1}`]);
  });

  it("plans each month's file: its evidence, its complements' XML once each, and its payments for the index", () => {
    const docs = [evidenceDoc('n2', 't-nomina', 2), evidenceDoc('n3', 't-nomina', 3)];
    const [february, march] = paymentMonths(inParts);

    const feb = evidencePlan(
      inParts,
      invoiceEvidence(input(docs), COMPANY_A, february.paidOn),
      () => null,
      february,
    );
    expect(feb.zipName).toBe('Expediente_A-1_2026-02.zip');
    expect(feb.files.map((f) => [f.name, f.reference])).toEqual([
      ['Factura A-1.pdf', invoice.file_url],
      [`REP ${REP_1}.xml`, `storage://invoices/${COMPANY_A}/rep-${REP_1}.xml`],
      ['01 CFDI de nómina/n2.pdf', expect.any(String)],
    ]);
    expect(feb.rows[0].period).toBe('Febrero 2026');
    expect(feb.payments).toEqual([
      `05/02/2026 · $500.00 MXN · parcialidad 1 · saldo $660.00 MXN · REP ${REP_1}`,
      `20/02/2026 · $500.00 MXN · parcialidad 2 · saldo $160.00 MXN · REP ${REP_1}`,
    ]);

    const mar = evidencePlan(
      inParts,
      invoiceEvidence(input(docs), COMPANY_A, march.paidOn),
      () => null,
      march,
    );
    expect(mar.zipName).toBe('Expediente_A-1_2026-03.zip');
    expect(mar.files.map((f) => f.name)).toEqual([
      'Factura A-1.pdf',
      `REP ${REP_2}.xml`,
      '01 CFDI de nómina/n3.pdf',
    ]);
    expect(mar.rows[0].period).toBe('Marzo 2026');
    // Without a month the plan is the latest month's, as the payment date is.
    expect(
      evidencePlan(inParts, invoiceEvidence(input(docs), COMPANY_A, inParts.paid_on), () => null),
    ).toEqual(mar);
  });

  it('writes a payment without installment or complement with what it has', () => {
    const [month] = paymentMonths({
      ...invoice,
      payments: [{ ...payment('p', '2026-03-10', 1, 40, 60, null), installment: null }],
    });
    expect(paymentLines(month)).toEqual(['10/03/2026 · $40.00 MXN · saldo $60.00 MXN']);
  });
});
