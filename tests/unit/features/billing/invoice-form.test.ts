// The admin invoice dialog's rules, field by field, with the Spanish message each failure shows, and the
// values a new or an edited invoice starts from.
import { describe, expect, it } from 'vitest';

import {
  createDefaults,
  editDefaults,
  invoiceMessages as m,
  invoiceSchema,
  today,
  type InvoiceFormInput,
} from '@/features/billing/utils/invoice-form';

const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
const xml = new File(['<x/>'], 'a.xml', { type: 'application/xml' });
const valid: InvoiceFormInput = {
  mode: 'create',
  companyId: 'c-1',
  invoiceNumber: 'A-1001',
  cfdiUuid: '',
  issueDate: '2026-03-10',
  dueDate: '',
  paidOn: '',
  amount: '1500',
  currency: 'MXN',
  status: 'pendiente',
  pdf,
  xml,
};

const issues = (patch: Partial<Record<keyof InvoiceFormInput, unknown>>) => {
  const result = invoiceSchema.safeParse({ ...valid, ...patch });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('invoiceSchema', () => {
  it('accepts a complete new invoice and normalizes its values', () => {
    const out = invoiceSchema.parse({
      ...valid,
      invoiceNumber: ' A-1001 ',
      cfdiUuid: ' 6f1c2a1e-0000-4000-8000-000000000001 ',
      dueDate: '2026-03-10',
      paidOn: '2026-04-01',
      amount: ' 1500.5 ',
    });
    expect(out).toMatchObject({
      invoiceNumber: 'A-1001',
      cfdiUuid: '6F1C2A1E-0000-4000-8000-000000000001',
      dueDate: '2026-03-10',
      paidOn: '2026-04-01',
      amount: 1500.5,
    });
    expect(invoiceSchema.parse(valid)).toMatchObject({ cfdiUuid: null, dueDate: null, paidOn: null });
  });

  it('asks for the company and the number, which cannot hold / or \\', () => {
    expect(issues({ companyId: '' })).toEqual([`companyId: ${m.company}`]);
    expect(issues({ invoiceNumber: '  ' })).toEqual([`invoiceNumber: ${m.number}`]);
    expect(issues({ invoiceNumber: 'A/1' })).toEqual([`invoiceNumber: ${m.numberChars}`]);
    expect(issues({ invoiceNumber: 'A\\1' })).toEqual([`invoiceNumber: ${m.numberChars}`]);
  });

  it('asks for an issue day, and accepts only calendar days for due and payment dates', () => {
    expect(issues({ issueDate: '' })).toEqual([`issueDate: ${m.issueDate}`]);
    expect(issues({ issueDate: '10/03/2026' })).toEqual([`issueDate: ${m.issueDate}`]);
    expect(issues({ issueDate: '2026-03-100' })).toEqual([`issueDate: ${m.issueDate}`]);
    expect(issues({ dueDate: 'mañana' })).toEqual([`dueDate: ${m.invalidDate}`]);
    expect(issues({ dueDate: '2026-03-3' })).toEqual([`dueDate: ${m.invalidDate}`]);
    expect(issues({ dueDate: 'x2026-03-11' })).toEqual([`dueDate: ${m.invalidDate}`]);
    expect(issues({ dueDate: '2026-03-111' })).toEqual([`dueDate: ${m.invalidDate}`]);
    expect(issues({ paidOn: 'ayer' })).toEqual([`paidOn: ${m.invalidDate}`]);
    expect(issues({ paidOn: 'x2026-03-11' })).toEqual([`paidOn: ${m.invalidDate}`]);
    expect(issues({ paidOn: '2026-03-111' })).toEqual([`paidOn: ${m.invalidDate}`]);
  });

  it('refuses due and payment dates before the issue day, and accepts the same day', () => {
    expect(issues({ dueDate: '2026-03-09' })).toEqual([`dueDate: ${m.dueBeforeIssue}`]);
    expect(issues({ paidOn: '2026-03-09' })).toEqual([`paidOn: ${m.paidBeforeIssue}`]);
    expect(issues({ dueDate: '2026-03-10', paidOn: '2026-03-10' })).toEqual([]);
  });

  it('accepts amounts of 0 or more with up to 2 decimals', () => {
    for (const amount of ['0', '12', '12.5', '12.50']) expect(issues({ amount })).toEqual([]);
    for (const amount of ['', '-1', '12.', '12.505', '1,200', 'x12', '12x']) {
      expect(issues({ amount })).toEqual([`amount: ${m.amount}`]);
    }
  });

  it('takes a three-letter currency code and one of the known statuses', () => {
    expect(issues({ currency: 'USD' })).toEqual([]);
    expect(issues({ currency: 'usd' })).toHaveLength(1);
    expect(issues({ currency: 'MXNX' })).toHaveLength(1);
    expect(issues({ currency: 'XMXN' })).toHaveLength(1);
    expect(issues({ status: 'borrada' })).toEqual([`status: ${m.status}`]);
  });

  it('needs both files to create, none to edit, and refuses anything that is not a file', () => {
    expect(issues({ pdf: undefined, xml: undefined })).toEqual([`pdf: ${m.pdf}`, `xml: ${m.xml}`]);
    expect(issues({ xml: undefined })).toEqual([`xml: ${m.xml}`]);
    expect(issues({ mode: 'edit', pdf: undefined, xml: undefined })).toEqual([]);
    expect(issues({ mode: 'edit', pdf: 'a.pdf' })).toEqual([`pdf: ${m.pdf}`]);
    expect(issues({ mode: 'edit', xml: { name: 'a.xml' } })).toEqual([`xml: ${m.xml}`]);
  });
});

describe('today', () => {
  it('is the local calendar day with two-digit month and day', () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(today(new Date(2026, 11, 25, 0, 1))).toBe('2026-12-25');
  });
});

describe('form defaults', () => {
  it('a new invoice is pending, in MXN, issued today, for the company in the header (none with all)', () => {
    expect(createDefaults('c-1')).toEqual({
      mode: 'create',
      companyId: 'c-1',
      invoiceNumber: '',
      cfdiUuid: '',
      issueDate: today(),
      dueDate: '',
      paidOn: '',
      amount: '',
      currency: 'MXN',
      status: 'pendiente',
      pdf: undefined,
      xml: undefined,
    });
    expect(createDefaults('all').companyId).toBe('');
  });

  it('an edited invoice starts from its row, amounts with 2 decimals and its status in lowercase', () => {
    const row = {
      company_id: 'c-2',
      invoice_number: 'B-7',
      cfdi_uuid: 'ABC',
      issue_date: '2026-02-01',
      due_date: '2026-02-28',
      paid_on: '2026-02-20',
      amount: '1200.5',
      currency: 'USD',
      status: 'Pagada',
    };
    expect(editDefaults(row)).toEqual({
      mode: 'edit',
      companyId: 'c-2',
      invoiceNumber: 'B-7',
      cfdiUuid: 'ABC',
      issueDate: '2026-02-01',
      dueDate: '2026-02-28',
      paidOn: '2026-02-20',
      amount: '1200.50',
      currency: 'USD',
      status: 'pagada',
      pdf: undefined,
      xml: undefined,
    });
  });

  it('an edited invoice without optional values or with an unknown status starts empty and pendiente', () => {
    const row = {
      company_id: 'c-2',
      invoice_number: 'B-8',
      cfdi_uuid: null,
      issue_date: '2026-02-01',
      due_date: null,
      paid_on: null,
      amount: 7,
      currency: 'MXN',
      status: 'por_cobrar',
    };
    expect(editDefaults(row)).toMatchObject({
      cfdiUuid: '',
      dueDate: '',
      paidOn: '',
      amount: '7.00',
      status: 'pendiente',
    });
  });
});
