// The errors a callable function answers with. The browser shows `message` as it is (Spanish, written for
// the admin or the person), and a form puts it under `details.field` when there is one.
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

export type FormField = 'email' | 'username' | 'curp' | 'companyId' | 'temporaryPassword' | 'fullName';

export function fail(code: FunctionsErrorCode, message: string, field?: FormField): never {
  throw new HttpsError(code, message, field ? { field } : undefined);
}

export const isHttpsError = (error: unknown): error is HttpsError => error instanceof HttpsError;

/** Firebase Admin errors carry `code` like 'auth/email-already-exists'. */
export const adminCode = (error: unknown): string =>
  typeof (error as { code?: unknown } | null)?.code === 'string' ? (error as { code: string }).code : '';
