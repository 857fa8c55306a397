import { describe, expect, it } from 'vitest';

import { sha256Hex, shortSha256 } from '@/features/documents/utils/file-digest';
import { isOpen, progressOf, statusLabels } from '@/features/documents/utils/upload-progress';

describe('document fingerprint', () => {
  it('is the SHA-256 of the bytes as 64 lowercase hex digits', async () => {
    expect(await sha256Hex(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex(new Blob([]))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('is shortened to its first 8 and last 4 digits in lists', () => {
    expect(shortSha256('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')).toBe(
      'ba7816bf…15ad',
    );
  });
});

describe('bulk upload progress', () => {
  it('labels each state in Spanish', () => {
    expect(statusLabels).toEqual({
      pending: 'Pendiente',
      uploading: 'Subiendo',
      done: 'Listo',
      error: 'Error',
    });
  });

  it('treats a file with no answer yet as pending', () => {
    const map = { a: { status: 'error' as const, error: 'Tipo de archivo no permitido.' } };
    expect(progressOf(map, 'a')).toEqual({ status: 'error', error: 'Tipo de archivo no permitido.' });
    expect(progressOf(map, 'b')).toEqual({ status: 'pending' });
  });

  it('tries again only files never sent or failed', () => {
    expect(isOpen({ status: 'pending' })).toBe(true);
    expect(isOpen({ status: 'error' })).toBe(true);
    expect(isOpen({ status: 'uploading' })).toBe(false);
    expect(isOpen({ status: 'done' })).toBe(false);
  });
});
