import { describe, expect, it } from 'vitest';

import { allowedTypes, checkFile, sniffType, typeNames } from '@/lib/files/check-file';
import { fileErrors } from '@/lib/files/file-errors';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const file = (content: Uint8Array<ArrayBuffer> | string, name: string, type: string) =>
  new File([content], name, { type });

const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'resto');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ');

describe('sniffType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a PDF after a few stray bytes', bytes([0xef, 0xbb, 0xbf], '\r\n%PDF-1.4'), 'application/pdf'],
    ['an XML prolog', bytes('<?xml version="1.0"?><a/>'), 'application/xml'],
    [
      'an XML root after a BOM and spaces',
      bytes([0xef, 0xbb, 0xbf], '  <cfdi:Comprobante x="1"/>'),
      'application/xml',
    ],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp'],
    ['a GIF', bytes('GIF89a'), 'image/gif'],
    ['an MP4', bytes([0, 0, 0, 0x18], 'ftypmp42'), 'video/mp4'],
    ['a WebM', bytes([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
    ['plain text', bytes('hola, no soy un PDF'), null],
    ['a text that only mentions <', bytes('1 < 2'), null],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), null],
  ])('reads %s', (_what, head, type) => {
    expect(sniffType(head)).toBe(type);
  });
});

describe('allowedTypes and typeNames', () => {
  it('narrows the bucket types by the picker accept list, XML under either name', () => {
    expect(allowedTypes({ bucket: 'invoices', accept: 'application/pdf,.pdf' })).toEqual(['application/pdf']);
    expect(allowedTypes({ bucket: 'invoices', accept: 'application/xml,text/xml,.xml' })).toEqual([
      'application/xml',
      'text/xml',
    ]);
    expect(allowedTypes({ bucket: 'photos' })).toContain('image/svg+xml');
    expect(allowedTypes({ bucket: 'photos', accept: 'image/png,image/jpeg,image/webp' })).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
    ]);
    expect(allowedTypes({ accept: '.pdf' })).toEqual([]);
    expect(typeNames(['image/png', 'image/jpeg', 'image/webp'])).toBe('PNG, JPEG o WebP');
    expect(typeNames(['application/xml', 'text/xml'])).toBe('XML');
  });
});

describe('checkFile', () => {
  const pdfRule = { bucket: 'lab-results', accept: 'application/pdf,.pdf' } as const;

  it('accepts a PDF and refuses a text file renamed .pdf by its content', async () => {
    expect(await checkFile(file('%PDF-1.4\n', 'r.pdf', 'application/pdf'), pdfRule)).toBeNull();
    expect(await checkFile(file('solo texto', 'r.pdf', 'application/pdf'), pdfRule)).toBe(
      fileErrors.wrongContent('PDF'),
    );
  });

  it('refuses an image whose content is another format than the field takes', async () => {
    const rule = { bucket: 'photos', accept: 'image/png,image/jpeg,image/webp' } as const;
    expect(await checkFile(file(WEBP, 'a.webp', 'image/webp'), rule)).toBeNull();
    expect(await checkFile(file(JPEG, 'a.png', 'image/png'), rule)).toBeNull();
    expect(await checkFile(file(bytes('GIF89a'), 'a.png', 'image/png'), rule)).toBe(
      fileErrors.wrongContent('PNG, JPEG o WebP'),
    );
  });

  it('refuses an empty file and one over the bucket limit', async () => {
    expect(await checkFile(file('', 'r.pdf', 'application/pdf'), pdfRule)).toBe(fileErrors.empty);
    const sized = (size: number) => {
      const f = file('%PDF-1.4', 'r.pdf', 'application/pdf');
      Object.defineProperty(f, 'size', { value: size });
      return f;
    };
    expect(await checkFile(sized(10 * 1024 * 1024 + 1), pdfRule)).toBe(fileErrors.tooLarge(10 * 1024 * 1024));
    expect(await checkFile(sized(10 * 1024 * 1024), pdfRule)).toBeNull();
  });
});
