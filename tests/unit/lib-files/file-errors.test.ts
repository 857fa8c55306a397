import { describe, expect, it } from 'vitest';

import { FileError, fileErrors, storageErrorText } from '@/lib/files/file-errors';

describe('storageErrorText', () => {
  it('keeps the Spanish text of a FileError', () => {
    expect(storageErrorText(new FileError('Texto ya listo.'))).toBe('Texto ya listo.');
  });

  it.each([
    [{ status: 413 }, 'El archivo supera el tamaño máximo permitido (10 MB).'],
    [{ statusCode: '415' }, fileErrors.invalidType],
    [{ status: 409, message: 'The resource already exists' }, fileErrors.duplicate],
    [{ status: 400, message: 'Invalid key: a#b.pdf' }, fileErrors.invalidName],
    [{ status: 400, message: 'jwt expired' }, fileErrors.expired],
    [{ status: 403 }, fileErrors.forbidden],
    [{ statusCode: '401' }, fileErrors.forbidden],
    [{ status: 404 }, fileErrors.notFound],
    [{ name: 'StorageUnknownError' }, fileErrors.network],
    [new TypeError('Failed to fetch'), fileErrors.network],
    [{ status: 400, message: 'something else' }, fileErrors.generic],
    [{ status: 500 }, fileErrors.generic],
    ['a string', fileErrors.generic],
    [null, fileErrors.generic],
  ])('%j -> %s', (error, text) => {
    expect(storageErrorText(error)).toBe(text);
  });

  it('names the bucket limit in the size message, and says upload when uploading', () => {
    expect(storageErrorText({ status: 413 }, { maxBytes: 5 * 1024 * 1024 })).toBe(
      'El archivo supera el tamaño máximo permitido (5 MB).',
    );
    expect(storageErrorText({ status: 500 }, { upload: true })).toBe(fileErrors.uploadGeneric);
  });
});

describe('storageErrorText: how the status and message are read', () => {
  it('prefers the numeric status over the string statusCode', () => {
    expect(storageErrorText({ status: 404, statusCode: '500' })).toBe(fileErrors.notFound);
    expect(storageErrorText({ statusCode: '413' })).toBe(
      'El archivo supera el tamaño máximo permitido (10 MB).',
    );
  });

  it('matches the key and token messages in any case, the key one only at the start', () => {
    expect(storageErrorText({ status: 400, message: 'invalid KEY: a#b' })).toBe(fileErrors.invalidName);
    expect(storageErrorText({ status: 400, message: 'The key is Invalid key' })).toBe(fileErrors.generic);
    expect(storageErrorText({ status: 400, message: 'Token: JWT Expired' })).toBe(fileErrors.expired);
    expect(storageErrorText({ status: 400 })).toBe(fileErrors.generic);
    expect(storageErrorText({ status: 404, message: 'jwt expired' })).toBe(fileErrors.notFound);
  });

  it('names an unknown failure network only for the storage client or fetch', () => {
    expect(storageErrorText({ name: 'StorageApiError' })).toBe(fileErrors.generic);
    expect(storageErrorText(new Error('x'), { upload: true })).toBe(fileErrors.uploadGeneric);
    expect(storageErrorText(new TypeError('x'), { upload: true })).toBe(fileErrors.network);
    expect(new FileError('x').name).toBe('FileError');
  });
});

describe('storageErrorText of an invalid key', () => {
  it('names an invalid file name only for a 400 answer, not for a server error with the same text', () => {
    expect(storageErrorText({ status: 400, message: 'Invalid key: a?b' })).toBe(fileErrors.invalidName);
    expect(storageErrorText({ status: 500, message: 'Invalid key: a?b' })).toBe(fileErrors.generic);
  });
});
