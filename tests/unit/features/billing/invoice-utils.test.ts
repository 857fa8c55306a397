import { describe, expect, it } from 'vitest';

import { invoiceFileName } from '@/features/billing/hooks/use-download-file';
import { daysOverdue, overdueText } from '@/features/billing/utils/days-overdue';
import { parseInvoiceFilters, periodRange } from '@/features/billing/utils/invoice-filters';
import { createDefaults, invoiceMessages, invoiceSchema } from '@/features/billing/utils/invoice-form';
import { invoiceStatus } from '@/features/billing/utils/invoice-status';
import { formatAmount } from '@/utils/format';

import { COMPANY_A } from '../../kit/profiles';

describe('invoiceStatus', () => {
  it.each([
    ['pagada', 'Pagada', 'success'],
    ['PENDIENTE', 'Pendiente', 'warning'],
    [' Vencida ', 'Vencida', 'destructive'],
    ['cancelada', 'Cancelada', 'secondary'],
    ['EN_ACLARACION', 'En Aclaración', 'info'],
  ])('%j is %s with the %s badge, whatever its case or spaces', (raw, label, variant) => {
    expect(invoiceStatus(raw)).toEqual({ label, variant });
  });

  it('shows an unknown status readable (underscores to spaces, first letter capital), Desconocido when none', () => {
    expect(invoiceStatus('por_cobrar')).toEqual({ label: 'Por cobrar', variant: 'outline' });
    expect(invoiceStatus('EN__REVISION ')).toEqual({ label: 'En revision', variant: 'outline' });
    expect(invoiceStatus('  ')).toEqual({ label: 'Desconocido', variant: 'outline' });
    expect(invoiceStatus(null)).toEqual({ label: 'Desconocido', variant: 'outline' });
    expect(invoiceStatus(undefined)).toEqual({ label: 'Desconocido', variant: 'outline' });
  });
});

describe('formatAmount', () => {
  it('always has the $ prefix and two decimals, with the currency when the row has one', () => {
    expect(formatAmount(18560, 'MXN')).toBe('$18,560.00 MXN');
    expect(formatAmount('1234.5', null)).toBe('$1,234.50');
    expect(formatAmount(0, undefined)).toBe('$0.00');
    expect(formatAmount(-5, 'USD')).toBe('-$5.00 USD');
  });
});

describe('daysOverdue', () => {
  const now = new Date(2026, 2, 15, 23, 30); // 15 March 2026, late evening local time
  it('counts calendar days past the due date for vencida invoices only', () => {
    expect(daysOverdue({ status: 'vencida', due_date: '2026-03-03' }, now)).toBe(12);
    expect(daysOverdue({ status: 'VENCIDA', due_date: '2026-03-14' }, now)).toBe(1);
    expect(daysOverdue({ status: 'vencida', due_date: '2026-03-15' }, now)).toBeNull();
    expect(daysOverdue({ status: 'vencida', due_date: null }, now)).toBeNull();
    expect(daysOverdue({ status: 'pendiente', due_date: '2026-01-01' }, now)).toBeNull();
    expect(overdueText(1)).toBe('1 día de atraso');
    expect(overdueText(12)).toBe('12 días de atraso');
  });
});

describe('invoice filters', () => {
  const parse = (q: string) => parseInvoiceFilters(new URLSearchParams(q));
  it('reads status, year and month from the URL, ignoring values it does not offer', () => {
    expect(parse('estado=vencida&anio=2026&mes=3')).toEqual({ status: 'vencida', year: 2026, month: 3 });
    expect(parse('estado=borrada&anio=1999&mes=3')).toEqual({ status: null, year: null, month: null });
    expect(parse('mes=3')).toEqual({ status: null, year: null, month: null });
    expect(parse('anio=2026&mes=13')).toEqual({ status: null, year: 2026, month: null });
  });

  it('turns the period into an issue-date range [from, to)', () => {
    expect(periodRange({ status: null, year: 2026, month: null })).toEqual(['2026-01-01', '2027-01-01']);
    expect(periodRange({ status: null, year: 2026, month: 3 })).toEqual(['2026-03-01', '2026-04-01']);
    expect(periodRange({ status: null, year: 2025, month: 12 })).toEqual(['2025-12-01', '2026-01-01']);
    expect(periodRange({ status: 'pagada', year: null, month: null })).toBeNull();
  });
});

describe('invoiceFileName', () => {
  it('names the saved file by the invoice number, without path characters', () => {
    expect(invoiceFileName('A-1004', 'pdf')).toBe('Factura A-1004.pdf');
    expect(invoiceFileName('B/77', 'xml')).toBe('Factura B-77.xml');
  });
});

describe('invoice form schema', () => {
  const valid = { ...createDefaults(COMPANY_A), invoiceNumber: 'A-1', amount: '10', issueDate: '2026-03-10' };
  it('refuses a due date before the issue date, and creating without files', () => {
    const result = invoiceSchema.safeParse({ ...valid, dueDate: '2026-03-09' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      `dueDate: ${invoiceMessages.dueBeforeIssue}`,
      `pdf: ${invoiceMessages.pdf}`,
      `xml: ${invoiceMessages.xml}`,
    ]);
  });

  it('accepts an edit without files and normalizes the UUID and empty due date', () => {
    const result = invoiceSchema.parse({ ...valid, mode: 'edit', cfdiUuid: ' abc ', dueDate: '' });
    expect(result).toMatchObject({ cfdiUuid: 'ABC', dueDate: null, amount: 10 });
    expect(invoiceSchema.safeParse({ ...valid, mode: 'edit', invoiceNumber: 'A/1' }).success).toBe(false);
  });
});
