import { describe, expect, it } from 'vitest';

import { isValidObjectKey, parseFileReference, storageReference } from '@/lib/files/file-reference';

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

describe('isValidObjectKey', () => {
  it('takes clean relative keys of up to 1024 characters in any script', () => {
    expect(isValidObjectKey(`${A}/Constancia Núñez (2026)_final-v2.pdf`)).toBe(true);
    expect(isValidObjectKey("global/a!b'c*d&e$f@g=h;i:j+k,l.pdf")).toBe(true);
    expect(isValidObjectKey('a'.repeat(1024))).toBe(true);
    expect(isValidObjectKey('a'.repeat(1025))).toBe(false);
    expect(isValidObjectKey('')).toBe(false);
  });

  it('refuses empty, dot or padded segments and characters outside the Storage rule', () => {
    for (const bad of [
      'a//b',
      '/a',
      'a/',
      './a',
      'a/./b',
      'a/../b',
      ' a/b',
      'a/b ',
      'a/ b',
      'a#b',
      'a%b',
      'a\tb',
    ]) {
      expect(isValidObjectKey(bad), bad).toBe(false);
    }
  });
});

describe('parseFileReference edge cases', () => {
  it('trims the stored value before reading it', () => {
    expect(parseFileReference(`  storage://photos/${A}/x.png \n`)).toEqual({
      kind: 'storage',
      bucket: 'photos',
      key: `${A}/x.png`,
    });
    expect(parseFileReference(' https://ex.com/a b ')).toEqual({
      kind: 'external',
      url: 'https://ex.com/a%20b',
    });
  });

  it('needs a bucket name before the first slash and credentials in no link', () => {
    for (const bad of [
      'storage:///a.pdf',
      'storage://invoices',
      'https://:secreto@ex.com/a',
      'https://ana@ex.com/a',
    ]) {
      expect(() => parseFileReference(bad), bad).toThrow('El enlace del archivo no es válido.');
    }
  });
});

describe('parseFileReference without a slash', () => {
  it('refuses a reference with no slash after the bucket, even when it starts with a bucket name', () => {
    expect(() => parseFileReference('storage://invoicesX')).toThrow('El enlace del archivo no es válido.');
    expect(() => parseFileReference('storage://invoices')).toThrow('El enlace del archivo no es válido.');
  });
});
