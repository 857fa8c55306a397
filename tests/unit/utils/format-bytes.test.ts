import { formatBytes } from '@/utils/format';

describe('formatBytes', () => {
  it('uses whole bytes, then one decimal, then none from 100 up, in es-MX digits', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1,023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5_300_000)).toBe('5.1 MB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3,072 GB');
    expect(formatBytes(-5)).toBe('0 B');
  });
});
