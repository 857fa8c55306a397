import { describe, expect, it } from 'vitest';

import { formatAmount } from '@/features/billing/utils/format-amount';
import { invoiceStatus } from '@/features/billing/utils/invoice-status';

describe('invoiceStatus', () => {
  it.each([
    ['pagada', 'Pagada', 'success'],
    ['PENDIENTE', 'Pendiente', 'warning'],
    [' Vencida ', 'Vencida', 'destructive'],
    ['cancelada', 'Cancelada', 'secondary'],
  ])('%j is %s with the %s badge, whatever its case or spaces', (raw, label, variant) => {
    expect(invoiceStatus(raw)).toEqual({ label, variant });
  });

  it('shows an unknown status as written, and Desconocido when there is none', () => {
    expect(invoiceStatus('en_aclaracion')).toEqual({ label: 'en_aclaracion', variant: 'outline' });
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
