import { describe, expect, it } from 'vitest';

import { parseFileReference, storageReference } from '@/lib/files/file-reference';

const A = '10000000-0000-4000-8000-00000000000a';

describe('parseFileReference', () => {
  it('reads storage references of the portal buckets', () => {
    expect(parseFileReference(`storage://invoices/${A}/A-1001.pdf`)).toEqual({
      kind: 'storage',
      bucket: 'invoices',
      key: `${A}/A-1001.pdf`,
    });
    expect(parseFileReference('storage://repse-documents/global/Guía REPSE (2026).pdf')).toMatchObject({
      key: 'global/Guía REPSE (2026).pdf',
    });
    expect(storageReference('photos', `${A}/x.png`)).toBe(`storage://photos/${A}/x.png`);
  });

  it('keeps https links and refuses every other scheme', () => {
    expect(parseFileReference('https://lookerstudio.google.com/embed/x')).toEqual({
      kind: 'external',
      url: 'https://lookerstudio.google.com/embed/x',
    });
    for (const bad of [
      'http://example.com/a.pdf',
      'javascript:alert(1)',
      'data:text/html,<script>',
      'ftp://x/y',
      '//evil.com/a',
      'https://user:pw@evil.com/a',
      'a.pdf',
    ]) {
      expect(() => parseFileReference(bad), bad).toThrow('El enlace del archivo no es válido.');
    }
  });

  it('refuses unknown buckets and keys with traversal, backslashes or control characters', () => {
    for (const bad of [
      'storage://other/a.pdf',
      'storage://invoices/',
      'storage://invoices/../x.pdf',
      `storage://invoices/${A}/../../x.pdf`,
      'storage://invoices/a\\b.pdf',
      'storage://invoices/a\u0000.pdf',
      'storage://invoices//a.pdf',
      'storage://invoices/a?.pdf',
    ]) {
      expect(() => parseFileReference(bad), bad).toThrow('El enlace del archivo no es válido.');
    }
    expect(() => parseFileReference(null)).toThrow('Este registro no tiene un archivo asociado.');
    expect(() => parseFileReference('  ')).toThrow('Este registro no tiene un archivo asociado.');
  });
});
