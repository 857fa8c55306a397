// The errors a callable function answers with. They always carry `details` ({ field }), which tells the
// browser the message is the portal's own: it shows `message` as it is (Spanish, written for the admin or
// the person), under the form field `details.field` when there is one (src/lib/functions.ts).
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

export type FormField =
  | 'email'
  | 'username'
  | 'curp'
  | 'companyId'
  | 'temporaryPassword'
  | 'givenNames'
  | 'lastNamePaternal'
  | 'lastNameMaternal';

export function fail(code: FunctionsErrorCode, message: string, field?: FormField): never {
  throw new HttpsError(code, message, { field: field ?? null });
}

export const isHttpsError = (error: unknown): error is HttpsError => error instanceof HttpsError;

/** Firebase Admin errors carry `code` like 'auth/email-already-exists'. */
export const adminCode = (error: unknown): string =>
  typeof (error as { code?: unknown } | null)?.code === 'string' ? (error as { code: string }).code : '';
