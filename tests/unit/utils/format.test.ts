import {
  capitalize,
  formatDate,
  formatLongDate,
  formatMoney,
  formatMonthYear,
  MONTH_NAMES,
  monthName,
} from '@/utils/format';

describe('format utils (es-MX)', () => {
  it('names the twelve months in Spanish', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('enero');
    expect(MONTH_NAMES[11]).toBe('diciembre');
    expect(monthName(3)).toBe('marzo');
    expect(monthName(0)).toBe('');
    expect(monthName(13)).toBe('');
    expect(monthName(null)).toBe('');
  });

  it('formats the start of service as month name plus year, or null when incomplete', () => {
    expect(formatMonthYear(3, 2024)).toBe('Marzo 2024');
    expect(formatMonthYear(null, 2024)).toBeNull();
    expect(formatMonthYear(5, null)).toBeNull();
    expect(capitalize('septiembre')).toBe('Septiembre');
  });

  it('formats date-only values as the same calendar day in any time zone', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
    expect(formatLongDate('2024-03-05')).toBe('5 de marzo de 2024');
    expect(formatDate('no es fecha')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('formats money with a $ prefix, thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('98765.432')).toBe('$98,765.43');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});
