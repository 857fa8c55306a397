import { describe, expect, it } from 'vitest';

import { initialsSource, mailtoHref, telHref, whatsappHref } from '@/features/directory/utils/contact-links';

describe('contact link limits', () => {
  it('takes 8 to 15 digits for WhatsApp', () => {
    expect(whatsappHref('1234567')).toBeNull();
    expect(whatsappHref('12345678')).toBe('https://wa.me/12345678');
    expect(whatsappHref('123456789012345')).toBe('https://wa.me/123456789012345');
    expect(whatsappHref('1234567890123456')).toBeNull();
    expect(whatsappHref(undefined)).toBeNull();
  });

  it('takes 7 to 15 digits for a phone, with a + only at the start', () => {
    expect(telHref('123456')).toBeNull();
    expect(telHref(' 1234567 ')).toBe('tel:1234567');
    expect(telHref('+1234567')).toBe('tel:+1234567');
    expect(telHref('81.1234.5604')).toBe('tel:8112345604');
    expect(telHref('123456789012345')).toBe('tel:123456789012345');
    expect(telHref('1234567890123456')).toBeNull();
    expect(telHref('1+234567890')).toBeNull();
    expect(telHref('x8112345604')).toBeNull();
    expect(telHref('81_1234_5604')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('refuses any character that could add a recipient, a header or another scheme', () => {
    expect(mailtoHref('a@b.mx')).toBe('mailto:a@b.mx');
    for (const bad of [
      'a@b',
      '@b.mx',
      'a@.mx',
      'a@b.',
      '<a@b.mx',
      'a@b.mx>',
      'a b@c.mx',
      'a@b@c.mx',
      'a;b@c.mx',
      'a:b@c.mx',
      '"a"@b.mx',
      "a'@b.mx",
      'a/b@c.mx',
      'a\\b@c.mx',
      'a@b.mx&cc=x',
    ]) {
      expect(mailtoHref(bad), bad).toBeNull();
    }
  });

  it('keeps only letters and spaces for the initials', () => {
    expect(initialsSource('  José (Admin) Ruiz 2 ')).toBe('José   Ruiz');
    expect(initialsSource("O'Brien")).toBe('O Brien');
  });
});

describe('telHref around spaces', () => {
  it('keeps the leading + of a number typed with spaces around it', () => {
    expect(telHref('  +52 55 1234 5678 ')).toBe('tel:+525512345678');
  });
});
