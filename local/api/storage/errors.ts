// Storage-shaped errors: `{statusCode, code, error, message}` with the HTTP status Supabase Storage uses
// (storage-api src/internal/errors/codes.ts). storage-js reads `message`, `statusCode` and `code`.
import type { ServerResponse } from 'node:http';

import { ApiError } from '../errors';
import { JSON_TYPE, send } from '../http';

export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  body(): string {
    return JSON.stringify({
      statusCode: String(this.status),
      code: this.code,
      error: this.error,
      message: this.message,
    });
  }
}

export const errors = {
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`),
  invalidBucketName: (name: string) =>
    new StorageError(400, 'InvalidBucketName', 'Invalid Input', `Bucket name invalid: ${name}`),
  duplicate: () => new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists'),
  bucketExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'InvalidRequest',
      'Bucket not empty',
      'The bucket you tried to delete is not empty',
    ),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMime: (type: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
  rls: () =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'Unauthorized', message),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'Unauthorized', 'Invalid signature'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'Invalid Request', message),
  notFound: () => new StorageError(404, 'NotFound', 'Not Found', 'Route not found'),
  methodNotAllowed: () =>
    new StorageError(405, 'MethodNotAllowed', 'Method Not Allowed', 'Method not allowed'),
};

interface PgLikeError {
  code?: string;
  message: string;
  severity?: string;
}

const isPgError = (e: unknown): e is PgLikeError =>
  typeof e === 'object' && e !== null && typeof (e as PgLikeError).code === 'string' && 'severity' in e;

/** Anything thrown while serving a storage request, as the error Supabase Storage would answer. */
export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  if (err instanceof ApiError && err.status < 500)
    return new StorageError(err.status, 'InvalidRequest', 'Invalid Request', err.message);
  if (isPgError(err)) {
    if (err.code === '42501') return errors.rls();
    if (err.code === '23505') return errors.duplicate();
    if (err.code === '23503') return errors.noSuchBucket();
    if (err.code === '22023' || err.code === '22P02') return errors.invalidRequest(err.message);
    // A NUL (or another invalid byte) in a key or name from the body.
    if (err.code === '22021') return errors.invalidRequest(err.message);
    return new StorageError(500, 'DatabaseError', 'Internal', err.message);
  }
  return new StorageError(500, 'InternalError', 'Internal', err instanceof Error ? err.message : String(err));
}

export function sendStorageError(res: ServerResponse, err: StorageError, head = false): void {
  send(res, err.status, { 'Content-Type': JSON_TYPE }, head ? undefined : err.body());
}

export const sendJson = (res: ServerResponse, value: unknown, status = 200): void =>
  send(res, status, { 'Content-Type': JSON_TYPE }, JSON.stringify(value));
