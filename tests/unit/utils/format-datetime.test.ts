// The portal's one style of dates, times and numbers: numeric dates zero-padded dd/mm/aaaa, moments in
// 24 h, and what a date field reads and writes (dd/mm/aaaa on screen, aaaa-mm-dd in the form).
import {
  formatDate,
  formatDateInput,
  formatDateTime,
  formatNumber,
  formatTime,
  isoDayIn,
  parseDateInput,
} from '@/utils/format';

const pad = (n: number) => String(n).padStart(2, '0');

describe('dates and times in one style', () => {
  it('pads the day and the month of a numeric date', () => {
    expect(formatDate('2026-11-07')).toBe('07/11/2026');
    expect(formatDate('2026-11-17')).toBe('17/11/2026');
  });

  it('writes a moment as dd/mm/aaaa HH:mm in 24 h, with seconds when asked', () => {
    const zone = { timeZone: 'America/Mexico_City' };
    expect(formatDateTime('2026-11-27T22:40:53Z', zone)).toBe('27/11/2026 16:40');
    expect(formatDateTime('2026-11-27T22:40:53Z', { ...zone, seconds: true })).toBe('27/11/2026 16:40:53');
    expect(formatDateTime('2026-03-02T10:05:00Z', { timeZone: 'UTC' })).toBe('02/03/2026 10:05');
    expect(formatDateTime('2026-03-02T00:05:00Z', { timeZone: 'UTC' })).toBe('02/03/2026 00:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('no es fecha')).toBe('');
  });

  it('gives the time alone in the browser zone, 24 h', () => {
    const instant = new Date('2026-11-27T22:40:53Z');
    expect(formatTime(instant)).toBe(`${pad(instant.getHours())}:${pad(instant.getMinutes())}`);
    expect(formatTime(undefined)).toBe('');
  });

  it('finds the calendar day of an instant in a zone', () => {
    expect(isoDayIn('America/Mexico_City', new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(isoDayIn('UTC', new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });
});

describe('what a date field shows and reads', () => {
  it('shows a stored day as dd/mm/aaaa and nothing for anything else', () => {
    expect(formatDateInput('2026-03-05')).toBe('05/03/2026');
    expect(formatDateInput('')).toBe('');
    expect(formatDateInput('2026-3-5')).toBe('');
    expect(formatDateInput(null)).toBe('');
  });

  it('reads a typed day, padded or not, with / - or . between its parts', () => {
    expect(parseDateInput('05/03/2026')).toBe('2026-03-05');
    expect(parseDateInput('5/3/2026')).toBe('2026-03-05');
    expect(parseDateInput(' 31-12-2026 ')).toBe('2026-12-31');
    expect(parseDateInput('29.02.2028')).toBe('2028-02-29');
    expect(parseDateInput('2026-03-05')).toBe('2026-03-05');
  });

  it('refuses a day that does not exist or is not whole', () => {
    expect(parseDateInput('31/02/2026')).toBeNull();
    expect(parseDateInput('29/02/2026')).toBeNull();
    expect(parseDateInput('00/01/2026')).toBeNull();
    expect(parseDateInput('12/13/2026')).toBeNull();
    expect(parseDateInput('05/03/26')).toBeNull();
    expect(parseDateInput('05/03/0026')).toBeNull();
    expect(parseDateInput('2026-02-30')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });
});

describe('numbers', () => {
  it('groups thousands and fixes the decimals asked for', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(4.5, 1)).toBe('4.5');
    expect(formatNumber(2, 1)).toBe('2.0');
    expect(formatNumber(0)).toBe('0');
  });
});
