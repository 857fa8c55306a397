import { describe, expect, it } from 'vitest';

import { initialsSource, mailtoHref, telHref, whatsappHref } from '@/features/directory/utils/contact-links';

describe('contact links', () => {
  it('builds wa.me links from digits only', () => {
    expect(whatsappHref('+52 1 (81) 1234-5601')).toBe('https://wa.me/5218112345601');
    expect(whatsappHref('sin número')).toBeNull();
    expect(whatsappHref('123')).toBeNull();
    expect(whatsappHref(null)).toBeNull();
  });

  it('keeps only a leading + and digits in tel: links and refuses anything else', () => {
    expect(telHref('+52 81 1234 5601')).toBe('tel:+528112345601');
    expect(telHref('(81) 1234-5604')).toBe('tel:8112345604');
    expect(telHref('javascript:alert(1)')).toBeNull();
    expect(telHref('81 1234 5601?x')).toBeNull();
    expect(telHref('')).toBeNull();
  });

  it('accepts one plain address for mailto:', () => {
    expect(mailtoHref(' ana@portal.demo ')).toBe('mailto:ana@portal.demo');
    expect(mailtoHref('ana@portal.demo?subject=hola')).toBeNull();
    expect(mailtoHref('ana@portal.demo,otro@x.com')).toBeNull();
    expect(mailtoHref('no-es-correo')).toBeNull();
    expect(mailtoHref(null)).toBeNull();
  });

  it('drops bracketed suffixes and symbols before taking initials', () => {
    expect(initialsSource('Elena Torres (A)')).toBe('Elena Torres');
    expect(initialsSource('Ñoño Pérez-Luna')).toBe('Ñoño Pérez Luna');
    expect(initialsSource('(A)')).toBe('');
  });
});
